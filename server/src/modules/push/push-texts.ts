/**
 * The words of a push, in the device's language: a notification's kind and params made into a title and
 * a body (the app renders the centre's own texts; a push is read before the app opens, so the server
 * writes it). Only what happened and what it is about (symbol, order number): never an amount, a price
 * or a balance — the app shows the figures after sign-in.
 */
export const PUSH_LANGS = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export type PushLang = (typeof PUSH_LANGS)[number];

export function pushLang(lang: string | null | undefined): PushLang {
  return (PUSH_LANGS as readonly string[]).includes(lang ?? '') ? (lang as PushLang) : 'en';
}

/** Title and body per language, `{symbol}`, `{orderNo}` and `{title}` filled in. */
type Texts = Record<PushLang, readonly [title: string, body: string]>;

const OPEN_FOR_REASON = {
  en: 'Open Vela to see why.',
  fr: 'Ouvrez Vela pour en voir la raison.',
  es: 'Abre Vela para ver el motivo.',
  'zh-Hans': '打开 Vela 查看原因。',
  'zh-Hant': '開啟 Vela 查看原因。',
} as const;

function t(en: [string, string], fr: [string, string], es: [string, string], hans: [string, string], hant: [string, string]): Texts {
  return { en, fr, es, 'zh-Hans': hans, 'zh-Hant': hant };
}

/** Refusals share their second sentence: the reason is read in the app. */
function refused(en: [string, string], fr: [string, string], es: [string, string], hans: [string, string], hant: [string, string]): Texts {
  const add = (l: PushLang, [a, b]: [string, string]): [string, string] => [a, `${b}${l.startsWith('zh') ? '' : ' '}${OPEN_FOR_REASON[l]}`];
  return t(add('en', en), add('fr', fr), add('es', es), add('zh-Hans', hans), add('zh-Hant', hant));
}

export const PUSH_TEXTS: Readonly<Record<string, Texts>> = {
  ORDER_FILLED: t(
    ['Order filled', 'Your order for {symbol} ({orderNo}) was filled.'],
    ['Ordre exécuté', 'Votre ordre sur {symbol} ({orderNo}) a été exécuté.'],
    ['Orden ejecutada', 'Tu orden de {symbol} ({orderNo}) se ha ejecutado.'],
    ['订单已成交', '您的{symbol}订单（{orderNo}）已成交。'],
    ['訂單已成交', '您的{symbol}委託（{orderNo}）已成交。'],
  ),
  ORDER_EXPIRED: t(
    ['Order expired', 'Your order for {symbol} ({orderNo}) reached the end of its time in force; the amount held was released.'],
    ['Ordre expiré', 'Votre ordre sur {symbol} ({orderNo}) a atteint la fin de sa validité ; le montant bloqué a été libéré.'],
    ['Orden caducada', 'Tu orden de {symbol} ({orderNo}) llegó al final de su vigencia; el importe retenido se ha liberado.'],
    ['订单已失效', '您的{symbol}订单（{orderNo}）已到有效期，冻结金额已释放。'],
    ['委託已失效', '您的{symbol}委託（{orderNo}）已到有效期，凍結金額已釋放。'],
  ),
  ORDER_CANCELLED: refused(
    ['Order cancelled', 'Your order for {symbol} ({orderNo}) was cancelled.'],
    ['Ordre annulé', 'Votre ordre sur {symbol} ({orderNo}) a été annulé.'],
    ['Orden cancelada', 'Tu orden de {symbol} ({orderNo}) se ha cancelado.'],
    ['订单已取消', '您的{symbol}订单（{orderNo}）已被取消，'],
    ['訂單已取消', '您的{symbol}訂單（{orderNo}）已被取消，'],
  ),
  POSITION_STOP_OUT_WARNING: t(
    ['Position near stop-out', 'Your {symbol} position is near the stop-out level: it will be closed automatically if its losses grow.'],
    [
      'Position proche de la clôture automatique',
      'Votre position sur {symbol} approche du seuil de clôture forcée : elle sera clôturée automatiquement si ses pertes augmentent.',
    ],
    [
      'Posición cerca del stop out',
      'Tu posición en {symbol} está cerca del nivel de stop out: se cerrará automáticamente si sus pérdidas aumentan.',
    ],
    ['仓位接近强平', '您的{symbol}仓位已接近强平线，若亏损继续扩大将被自动平仓。'],
    ['倉位接近強平', '您的{symbol}倉位已接近強平線，若虧損繼續擴大將被自動平倉。'],
  ),
  POSITION_STOPPED_OUT: t(
    ['Position stopped out', 'Your {symbol} position reached the stop-out level and was closed.'],
    ['Position clôturée d’office', 'Votre position sur {symbol} a atteint le seuil de clôture forcée et a été clôturée.'],
    ['Posición cerrada por stop out', 'Tu posición en {symbol} alcanzó el nivel de stop out y se ha cerrado.'],
    ['仓位已强制平仓', '您的{symbol}仓位已触及强平线并被平仓。'],
    ['倉位已強制平倉', '您的{symbol}倉位已觸及強平線並被平倉。'],
  ),
  POSITION_CLOSED_END_OF_DAY: t(
    ['Position closed before the close', 'Your intraday {symbol} position was closed before the market closed.'],
    ['Position clôturée avant la fermeture', 'Votre position intrajournalière sur {symbol} a été clôturée avant la fermeture du marché.'],
    ['Posición cerrada antes del cierre', 'Tu posición intradía en {symbol} se ha cerrado antes del cierre del mercado.'],
    ['仓位已于收盘前平仓', '您的{symbol}日内仓位已在收盘前平仓。'],
    ['倉位已於收盤前平倉', '您的{symbol}當沖倉位已在收盤前平倉。'],
  ),
  POSITION_LIQUIDATED: t(
    ['Position liquidated', 'Your {symbol} position was closed to repay your loan.'],
    ['Position liquidée', 'Votre position sur {symbol} a été clôturée pour rembourser votre prêt.'],
    ['Posición liquidada', 'Tu posición en {symbol} se ha cerrado para devolver tu préstamo.'],
    ['仓位已被清算', '您的{symbol}仓位已被平仓以偿还贷款。'],
    ['倉位已被清算', '您的{symbol}倉位已被平倉以償還貸款。'],
  ),
  POSITION_TAKE_PROFIT: t(
    ['Take-profit reached', 'Your take-profit closed your {symbol} position.'],
    ['Prise de bénéfices atteinte', 'Votre prise de bénéfices a clôturé votre position sur {symbol}.'],
    ['Recogida de beneficios alcanzada', 'Tu orden de recogida de beneficios ha cerrado tu posición en {symbol}.'],
    ['已触发止盈', '您的止盈已为{symbol}仓位平仓。'],
    ['已觸發停利', '您的停利已為{symbol}倉位平倉。'],
  ),
  POSITION_STOP_LOSS: t(
    ['Stop-loss triggered', 'Your stop-loss closed your {symbol} position.'],
    ['Stop de protection déclenché', 'Votre stop de protection a clôturé votre position sur {symbol}.'],
    ['Stop de pérdidas activado', 'Tu stop de pérdidas ha cerrado tu posición en {symbol}.'],
    ['已触发止损', '您的止损已为{symbol}仓位平仓。'],
    ['已觸發停損', '您的停損已為{symbol}倉位平倉。'],
  ),
  POSITION_TRAILING_STOP: t(
    ['Trailing stop triggered', 'Your trailing stop closed your {symbol} position.'],
    ['Stop suiveur déclenché', 'Votre stop suiveur a clôturé votre position sur {symbol}.'],
    ['Stop dinámico activado', 'Tu stop dinámico ha cerrado tu posición en {symbol}.'],
    ['已触发追踪止损', '您的追踪止损已为{symbol}仓位平仓。'],
    ['已觸發移動停損', '您的移動停損已為{symbol}倉位平倉。'],
  ),
  DEPOSIT_CONFIRMED: t(
    ['Deposit confirmed', 'Your deposit has been credited to your account.'],
    ['Dépôt confirmé', 'Votre dépôt a été crédité sur votre compte.'],
    ['Depósito confirmado', 'Tu depósito se ha abonado en tu cuenta.'],
    ['入金已确认', '您的入金已存入账户。'],
    ['入金已確認', '您的入金已存入帳戶。'],
  ),
  DEPOSIT_REFUSED: refused(
    ['Deposit refused', 'Your deposit was not accepted.'],
    ['Dépôt refusé', 'Votre dépôt n’a pas été accepté.'],
    ['Depósito rechazado', 'Tu depósito no ha sido aceptado.'],
    ['入金未通过', '您的入金申请被拒绝，'],
    ['入金未通過', '您的入金申請被拒絕，'],
  ),
  WITHDRAWAL_PASSED: t(
    ['Withdrawal approved', 'Your withdrawal has been approved and is on its way.'],
    ['Retrait approuvé', 'Votre retrait a été approuvé et est en cours d’envoi.'],
    ['Retiro aprobado', 'Tu retiro ha sido aprobado y está en camino.'],
    ['出金已批准', '您的出金申请已通过，款项正在汇出。'],
    ['出金已核准', '您的出金申請已通過，款項正在匯出。'],
  ),
  WITHDRAWAL_FAILED: refused(
    ['Withdrawal refused', 'Your withdrawal was refused and the funds are back in your account.'],
    ['Retrait refusé', 'Votre retrait a été refusé et les fonds sont revenus sur votre compte.'],
    ['Retiro rechazado', 'Tu retiro ha sido rechazado y los fondos han vuelto a tu cuenta.'],
    ['出金被拒绝', '您的出金申请被拒绝，资金已退回账户。'],
    ['出金被拒絕', '您的出金申請被拒絕，資金已退回帳戶。'],
  ),
  REAL_NAME_PASSED: t(
    ['Identity verified', 'Your real-name verification has passed.'],
    ['Identité vérifiée', 'La vérification de votre identité a été validée.'],
    ['Identidad verificada', 'Tu verificación de identidad ha sido aprobada.'],
    ['实名认证已通过', '您的实名认证已通过审核。'],
    ['實名認證已通過', '您的實名認證已通過審核。'],
  ),
  REAL_NAME_REJECTED: refused(
    ['Identity verification refused', 'Your real-name verification was not accepted; you can submit it again.'],
    ['Vérification d’identité refusée', 'La vérification de votre identité n’a pas été acceptée ; vous pouvez la soumettre à nouveau.'],
    ['Verificación de identidad rechazada', 'Tu verificación de identidad no ha sido aceptada; puedes enviarla de nuevo.'],
    ['实名认证未通过', '您的实名认证未通过，可重新提交。'],
    ['實名認證未通過', '您的實名認證未通過，可重新提交。'],
  ),
  LOAN_APPROVED: t(
    ['Loan approved', 'Your loan application has been approved.'],
    ['Prêt accordé', 'Votre demande de prêt a été acceptée.'],
    ['Préstamo aprobado', 'Tu solicitud de préstamo ha sido aprobada.'],
    ['贷款已批准', '您的贷款申请已获批准。'],
    ['貸款已核准', '您的貸款申請已獲核准。'],
  ),
  LOAN_REFUSED: refused(
    ['Loan refused', 'Your loan application was refused.'],
    ['Prêt refusé', 'Votre demande de prêt a été refusée.'],
    ['Préstamo rechazado', 'Tu solicitud de préstamo ha sido rechazada.'],
    ['贷款被拒绝', '您的贷款申请被拒绝，'],
    ['貸款被拒絕', '您的貸款申請被拒絕，'],
  ),
  LOAN_MARGIN_CALL: t(
    ['Margin call on your loan', 'The collateral of your loan has fallen below the required level. Open Vela before it is liquidated.'],
    ['Appel de marge sur votre prêt', 'La garantie de votre prêt est passée sous le niveau requis. Ouvrez Vela avant sa liquidation.'],
    [
      'Llamada de margen en tu préstamo',
      'La garantía de tu préstamo ha caído por debajo del nivel exigido. Abre Vela antes de que se liquide.',
    ],
    ['贷款追加保证金通知', '您的贷款担保已低于要求水平，请在被清算前打开 Vela 处理。'],
    ['貸款追加保證金通知', '您的貸款擔保已低於要求水準，請在被清算前開啟 Vela 處理。'],
  ),
  LOAN_LIQUIDATED: t(
    ['Loan liquidated', 'Your loan was repaid by closing the positions that secured it.'],
    ['Prêt liquidé', 'Votre prêt a été remboursé par la clôture des positions qui le garantissaient.'],
    ['Préstamo liquidado', 'Tu préstamo se ha devuelto cerrando las posiciones que lo garantizaban.'],
    ['贷款已清算', '已平掉作为担保的仓位以偿还您的贷款。'],
    ['貸款已清算', '已平掉作為擔保的倉位以償還您的貸款。'],
  ),
  LOAN_REPAYMENT_APPROVED: t(
    ['Repayment confirmed', 'Your loan repayment has been approved.'],
    ['Remboursement confirmé', 'Le remboursement de votre prêt a été validé.'],
    ['Devolución confirmada', 'La devolución de tu préstamo ha sido aprobada.'],
    ['还款已确认', '您的贷款还款已通过审核。'],
    ['還款已確認', '您的貸款還款已通過審核。'],
  ),
  LOAN_REPAYMENT_REFUSED: refused(
    ['Repayment refused', 'Your loan repayment was refused.'],
    ['Remboursement refusé', 'Le remboursement de votre prêt a été refusé.'],
    ['Devolución rechazada', 'La devolución de tu préstamo ha sido rechazada.'],
    ['还款被拒绝', '您的贷款还款被拒绝，'],
    ['還款被拒絕', '您的貸款還款被拒絕，'],
  ),
  FUND_PURCHASE_APPROVED: t(
    ['Fund purchase approved', 'Your fund purchase has been approved and is now earning.'],
    ['Souscription acceptée', 'Votre souscription au fonds a été acceptée et commence à rapporter.'],
    ['Compra del fondo aprobada', 'Tu compra del fondo ha sido aprobada y ya genera rendimientos.'],
    ['基金申购已批准', '您的基金申购已通过，开始计算收益。'],
    ['基金申購已核准', '您的基金申購已通過，開始計算收益。'],
  ),
  FUND_PURCHASE_REJECTED: refused(
    ['Fund purchase refused', 'Your fund purchase was refused.'],
    ['Souscription refusée', 'Votre souscription au fonds a été refusée.'],
    ['Compra del fondo rechazada', 'Tu compra del fondo ha sido rechazada.'],
    ['基金申购被拒绝', '您的基金申购被拒绝，'],
    ['基金申購被拒絕', '您的基金申購被拒絕，'],
  ),
  FUND_MATURED: t(
    ['Fund matured', 'Your fund’s term has ended and the proceeds are back in your account.'],
    ['Fonds arrivé à échéance', 'La durée de votre fonds est écoulée et le produit a été reversé sur votre compte.'],
    ['Fondo vencido', 'El plazo de tu fondo ha terminado y el importe ha vuelto a tu cuenta.'],
    ['基金已到期', '您的基金已到期，本金及收益已返还至账户。'],
    ['基金已到期', '您的基金已到期，本金及收益已返還至帳戶。'],
  ),
  IPO_WON: t(
    ['IPO shares won', 'You won shares in the {symbol} IPO draw.'],
    ['Actions obtenues', 'Vous avez obtenu des actions au tirage de l’introduction en bourse de {symbol}.'],
    ['Acciones adjudicadas', 'Has obtenido acciones en el sorteo de la OPV de {symbol}.'],
    ['新股中签', '恭喜，您在{symbol}新股抽签中中签。'],
    ['新股中籤', '恭喜，您在{symbol}新股抽籤中中籤。'],
  ),
  IPO_NOT_WON: t(
    ['IPO draw result', 'You were not allocated shares in the {symbol} IPO draw.'],
    ['Résultat du tirage', 'Aucune action ne vous a été attribuée au tirage de l’introduction en bourse de {symbol}.'],
    ['Resultado del sorteo', 'No se te han adjudicado acciones en el sorteo de la OPV de {symbol}.'],
    ['新股抽签结果', '很遗憾，您未在{symbol}新股抽签中中签。'],
    ['新股抽籤結果', '很遺憾，您未在{symbol}新股抽籤中中籤。'],
  ),
  IPO_EXCLUDED: refused(
    ['IPO application excluded', 'Your application for the {symbol} IPO was left out of the draw.'],
    ['Souscription exclue', 'Votre souscription à l’introduction en bourse de {symbol} a été exclue du tirage.'],
    ['Solicitud excluida', 'Tu solicitud para la OPV de {symbol} ha quedado fuera del sorteo.'],
    ['新股申购未参与抽签', '您的{symbol}新股申购未纳入抽签，'],
    ['新股申購未參與抽籤', '您的{symbol}新股申購未納入抽籤，'],
  ),
  IPO_ISSUED: t(
    ['IPO shares issued', 'Your {symbol} shares from the IPO are now in your positions.'],
    ['Actions livrées', 'Vos actions {symbol} de l’introduction en bourse figurent désormais dans vos positions.'],
    ['Acciones de la OPV emitidas', 'Tus acciones de la OPV de {symbol} ya están en tus posiciones.'],
    ['新股已发放', '您的{symbol}新股已存入持仓。'],
    ['新股已發放', '您的{symbol}新股已存入持倉。'],
  ),
  IPO_CANCELLED: t(
    ['IPO cancelled', 'The {symbol} IPO was cancelled, and your application with it.'],
    ['Introduction en bourse annulée', 'L’introduction en bourse de {symbol} a été annulée, et votre souscription avec elle.'],
    ['OPV cancelada', 'La OPV de {symbol} se ha cancelado, y con ella tu solicitud.'],
    ['新股发行已取消', '{symbol}新股发行已取消，您的申购随之取消。'],
    ['新股發行已取消', '{symbol}新股發行已取消，您的申購隨之取消。'],
  ),
  BLOCK_TRADE_ALLOCATED: t(
    ['Block trade allocated', 'You were allocated shares in the {symbol} block trade.'],
    ['Bloc attribué', 'Des actions de la transaction de bloc {symbol} vous ont été attribuées.'],
    ['Operación en bloque adjudicada', 'Se te han adjudicado acciones en la operación en bloque de {symbol}.'],
    ['大宗交易已配售', '您已获配{symbol}大宗交易股份。'],
    ['鉅額交易已配售', '您已獲配{symbol}鉅額交易股份。'],
  ),
  BLOCK_TRADE_NOT_ALLOCATED: t(
    ['Block trade result', 'You were not allocated shares in the {symbol} block trade.'],
    ['Résultat de la transaction de bloc', 'Aucune action de la transaction de bloc {symbol} ne vous a été attribuée.'],
    ['Resultado de la operación en bloque', 'No se te han adjudicado acciones en la operación en bloque de {symbol}.'],
    ['大宗交易结果', '很遗憾，您未获配{symbol}大宗交易股份。'],
    ['鉅額交易結果', '很遺憾，您未獲配{symbol}鉅額交易股份。'],
  ),
  BLOCK_TRADE_FAILED: refused(
    ['Block trade failed', 'Your {symbol} block trade subscription did not go through.'],
    ['Transaction de bloc échouée', 'Votre souscription à la transaction de bloc {symbol} n’a pas abouti.'],
    ['Operación en bloque fallida', 'Tu suscripción a la operación en bloque de {symbol} no ha salido adelante.'],
    ['大宗交易未成功', '您的{symbol}大宗交易申购未成功，'],
    ['鉅額交易未成功', '您的{symbol}鉅額交易申購未成功，'],
  ),
  BLOCK_TRADE_CODE_ISSUED: t(
    ['Purchase code issued', 'Your purchase code for the {symbol} block trade is ready in Vela.'],
    ['Code d’achat émis', 'Votre code d’achat pour la transaction de bloc {symbol} vous attend dans Vela.'],
    ['Código de compra emitido', 'Tu código de compra para la operación en bloque de {symbol} ya está en Vela.'],
    ['认购码已发放', '您的{symbol}大宗交易认购码已发放，请在 Vela 中查看。'],
    ['認購碼已發放', '您的{symbol}鉅額交易認購碼已發放，請在 Vela 中查看。'],
  ),
  FOLLOW_FILLED: t(
    ['Follow filled', 'Your institutional follow on {symbol} was filled.'],
    ['Suivi exécuté', 'Votre suivi institutionnel sur {symbol} a été exécuté.'],
    ['Seguimiento ejecutado', 'Tu seguimiento institucional de {symbol} se ha ejecutado.'],
    ['跟单已成交', '您的{symbol}机构跟单已成交。'],
    ['跟單已成交', '您的{symbol}機構跟單已成交。'],
  ),
  FOLLOW_FAILED: refused(
    ['Follow failed', 'Your institutional follow on {symbol} did not go through.'],
    ['Suivi échoué', 'Votre suivi institutionnel sur {symbol} n’a pas abouti.'],
    ['Seguimiento fallido', 'Tu seguimiento institucional de {symbol} no ha salido adelante.'],
    ['跟单未成功', '您的{symbol}机构跟单未成功，'],
    ['跟單未成功', '您的{symbol}機構跟單未成功，'],
  ),
  STRATEGY_STARTED: t(
    ['Intraday strategy started', 'Your intraday strategy on {symbol} has been approved and is running.'],
    ['Stratégie lancée', 'Votre stratégie intrajournalière sur {symbol} a été acceptée et tourne.'],
    ['Estrategia iniciada', 'Tu estrategia intradía en {symbol} ha sido aprobada y ya está en marcha.'],
    ['日内交易策略已启动', '您的{symbol}日内交易策略已获批准并开始运行。'],
    ['當沖策略已啟動', '您的{symbol}當沖策略已獲核准並開始運行。'],
  ),
  STRATEGY_REJECTED: refused(
    ['Intraday strategy refused', 'Your intraday strategy application on {symbol} was refused.'],
    ['Stratégie refusée', 'Votre demande de stratégie intrajournalière sur {symbol} a été refusée.'],
    ['Estrategia rechazada', 'Tu solicitud de estrategia intradía en {symbol} ha sido rechazada.'],
    ['日内交易策略被拒绝', '您的{symbol}日内交易策略申请被拒绝，'],
    ['當沖策略被拒絕', '您的{symbol}當沖策略申請被拒絕，'],
  ),
  STRATEGY_HALTED: t(
    [
      'Intraday strategy paused for today',
      'Your intraday strategy on {symbol} reached its daily loss limit and stopped trading for today.',
    ],
    [
      'Stratégie suspendue pour la journée',
      'Votre stratégie intrajournalière sur {symbol} a atteint sa limite de perte quotidienne et ne négocie plus aujourd’hui.',
    ],
    ['Estrategia detenida por hoy', 'Tu estrategia intradía en {symbol} ha alcanzado su límite de pérdida diaria y no operará más hoy.'],
    ['日内交易策略今日暂停', '您的{symbol}日内交易策略已触及当日亏损上限，今日停止交易。'],
    ['當沖策略今日暫停', '您的{symbol}當沖策略已觸及當日虧損上限，今日停止交易。'],
  ),
  STRATEGY_STOPPED: t(
    ['Intraday strategy finished', 'Your intraday strategy on {symbol} has finished; its result is in your account.'],
    ['Stratégie terminée', 'Votre stratégie intrajournalière sur {symbol} est terminée ; son résultat figure sur votre compte.'],
    ['Estrategia finalizada', 'Tu estrategia intradía en {symbol} ha terminado; su resultado ya está en tu cuenta.'],
    ['日内交易策略已结束', '您的{symbol}日内交易策略已结束，结果已计入账户。'],
    ['當沖策略已結束', '您的{symbol}當沖策略已結束，結果已計入帳戶。'],
  ),
  VIP_GRANTED: t(
    ['Welcome to VIP', 'Your account is now VIP.'],
    ['Bienvenue parmi les VIP', 'Votre compte est désormais VIP.'],
    ['Bienvenido a VIP', 'Tu cuenta ya es VIP.'],
    ['欢迎成为 VIP', '您的账户已升级为 VIP。'],
    ['歡迎成為 VIP', '您的帳戶已升級為 VIP。'],
  ),
  VIP_LAPSED: t(
    ['VIP status ended', 'Your account no longer meets the VIP criteria. Open Vela to see what is missing.'],
    ['Statut VIP terminé', 'Votre compte ne remplit plus les critères VIP. Ouvrez Vela pour voir ce qui manque.'],
    ['Estado VIP finalizado', 'Tu cuenta ya no cumple los requisitos VIP. Abre Vela para ver qué falta.'],
    ['VIP 资格已失效', '您的账户已不再符合 VIP 条件，打开 Vela 查看缺少的条件。'],
    ['VIP 資格已失效', '您的帳戶已不再符合 VIP 條件，開啟 Vela 查看缺少的條件。'],
  ),
  DIVIDEND_PAID: t(
    ['Dividend received', 'A {symbol} dividend was paid into your account, net of withholding tax.'],
    ['Dividende reçu', 'Un dividende {symbol} a été versé sur votre compte, net de retenue à la source.'],
    ['Dividendo recibido', 'Se ha abonado en tu cuenta un dividendo de {symbol}, neto de retención.'],
    ['已收到股息', '{symbol}股息已扣除预扣税后存入您的账户。'],
    ['已收到股息', '{symbol}股息已扣除預扣稅後存入您的帳戶。'],
  ),
  DIVIDEND_CHARGED: t(
    ['Dividend paid on a short position', 'Your short {symbol} position paid the dividend to the lender of the shares.'],
    ['Dividende payé sur une position vendeuse', 'Votre position vendeuse sur {symbol} a payé le dividende au prêteur des titres.'],
    ['Dividendo pagado por una posición corta', 'Tu posición corta en {symbol} ha pagado el dividendo al prestamista de las acciones.'],
    ['空头仓位已支付股息', '您的{symbol}空头仓位已向出借人支付股息。'],
    ['空頭倉位已支付股息', '您的{symbol}空頭倉位已向出借人支付股息。'],
  ),
  SPLIT_APPLIED: t(
    ['Stock split applied', '{symbol} split its shares: your positions, waiting orders and alerts on it were adjusted.'],
    ['Division d’actions appliquée', '{symbol} a divisé ses actions : vos positions, ordres en attente et alertes ont été ajustés.'],
    ['Split de acciones aplicado', '{symbol} ha hecho un split: tus posiciones, órdenes pendientes y alertas se han ajustado.'],
    ['已执行拆股', '{symbol}已拆股：您的相关仓位、挂单和提醒已相应调整。'],
    ['已執行股票分割', '{symbol}已分割股票：您的相關倉位、委託單和提醒已相應調整。'],
  ),
  // Documents (issue 36): which one and its number are read in the app.
  DOCUMENT_READY: t(
    ['Document ready', 'A document of yours is ready to download in Vela: Me → Documents.'],
    ['Document prêt', 'Un de vos documents est prêt à télécharger dans Vela : Moi → Mes documents.'],
    ['Documento listo', 'Uno de tus documentos está listo para descargar en Vela: Yo → Documentos.'],
    ['文件已生成', '您的一份文件已可在 Vela 的“我的 → 文件”中下载。'],
    ['文件已產生', '您的一份文件已可在 Vela 的「我的 → 文件」中下載。'],
  ),
  DOCUMENT_FAILED: t(
    ['Document not made', 'A document of yours could not be made. Ask for it again in Vela: Me → Documents.'],
    ['Document non établi', 'Un de vos documents n’a pas pu être établi. Redemandez-le dans Vela : Moi → Mes documents.'],
    ['Documento no generado', 'No se pudo generar uno de tus documentos. Vuelve a pedirlo en Vela: Yo → Documentos.'],
    ['文件生成失败', '您的一份文件未能生成，请在 Vela 的“我的 → 文件”中重新申请。'],
    ['文件產生失敗', '您的一份文件未能產生，請在 Vela 的「我的 → 文件」中重新申請。'],
  ),
  SUPPORT_REPLY: t(
    ['Reply from Vela support', 'Vela answered your conversation. Open the app to read it.'],
    ['Réponse du support Vela', 'Vela a répondu à votre conversation. Ouvrez l’application pour la lire.'],
    ['Respuesta del soporte de Vela', 'Vela ha respondido a tu conversación. Abre la app para leerla.'],
    ['Vela 客服已回复', 'Vela 已回复您的咨询，打开应用查看。'],
    ['Vela 客服已回覆', 'Vela 已回覆您的諮詢，開啟應用程式查看。'],
  ),
  NOTICE: t(
    ['New notice', '{title}'],
    ['Nouvel avis', '{title}'],
    ['Nuevo aviso', '{title}'],
    ['新公告', '{title}'],
    ['新公告', '{title}'],
  ),
};

/** A price alert's body by its condition (the threshold and the price stay in the app). */
const PRICE_ALERT: Readonly<Record<string, Texts>> = {
  above: t(
    ['Price alert', '{symbol} rose above your alert price.'],
    ['Alerte de cours', '{symbol} est passé au-dessus du cours de votre alerte.'],
    ['Alerta de precio', '{symbol} ha superado el precio de tu alerta.'],
    ['价格提醒', '{symbol}已升破您设定的提醒价格。'],
    ['價格提醒', '{symbol}已升破您設定的提醒價格。'],
  ),
  below: t(
    ['Price alert', '{symbol} fell below your alert price.'],
    ['Alerte de cours', '{symbol} est passé sous le cours de votre alerte.'],
    ['Alerta de precio', '{symbol} ha bajado del precio de tu alerta.'],
    ['价格提醒', '{symbol}已跌破您设定的提醒价格。'],
    ['價格提醒', '{symbol}已跌破您設定的提醒價格。'],
  ),
  day_move_pct: t(
    ['Price alert', '{symbol} moved more today than your alert allows.'],
    ['Alerte de cours', '{symbol} a varié aujourd’hui au-delà du seuil de votre alerte.'],
    ['Alerta de precio', '{symbol} se ha movido hoy más de lo que marca tu alerta.'],
    ['价格提醒', '{symbol}今日涨跌幅已超过您设定的幅度。'],
    ['價格提醒', '{symbol}今日漲跌幅已超過您設定的幅度。'],
  ),
  high_52w: t(
    ['Price alert', '{symbol} reached a new 52-week high.'],
    ['Alerte de cours', '{symbol} a atteint un nouveau plus haut sur 52 semaines.'],
    ['Alerta de precio', '{symbol} ha marcado un nuevo máximo de 52 semanas.'],
    ['价格提醒', '{symbol}创下 52 周新高。'],
    ['價格提醒', '{symbol}創下 52 週新高。'],
  ),
  low_52w: t(
    ['Price alert', '{symbol} reached a new 52-week low.'],
    ['Alerte de cours', '{symbol} a atteint un nouveau plus bas sur 52 semaines.'],
    ['Alerta de precio', '{symbol} ha marcado un nuevo mínimo de 52 semanas.'],
    ['价格提醒', '{symbol}创下 52 周新低。'],
    ['價格提醒', '{symbol}創下 52 週新低。'],
  ),
};

/** A kind this table does not know yet (a module added it later): a generic line, still no figures. */
const UNKNOWN = t(
  ['Vela', 'Something happened on your account. Open Vela to see it.'],
  ['Vela', 'Il s’est passé quelque chose sur votre compte. Ouvrez Vela pour le voir.'],
  ['Vela', 'Ha ocurrido algo en tu cuenta. Abre Vela para verlo.'],
  ['Vela', '您的账户有新动态，打开 Vela 查看。'],
  ['Vela', '您的帳戶有新動態，開啟 Vela 查看。'],
);

/** `US:AAPL` reads as `AAPL`, `TW:2330` as `2330`. */
function ticker(symbol: unknown): string {
  return typeof symbol === 'string' ? symbol.replace(/^[A-Z]+:/, '') : '';
}

/** The title and body of a notification's push in `lang`. Params other than symbol, order number and a notice's title are never read. */
export function renderPush(kind: string, params: Readonly<Record<string, unknown>>, lang: string): { title: string; body: string } {
  const l = pushLang(lang);
  const texts = kind === 'PRICE_ALERT' ? (PRICE_ALERT[String(params.condition)] ?? PRICE_ALERT.above) : (PUSH_TEXTS[kind] ?? UNKNOWN);
  const values: Record<string, string> = {
    symbol: ticker(params.symbol),
    orderNo: typeof params.orderNo === 'string' ? params.orderNo : '',
    title: typeof params.title === 'string' ? params.title.slice(0, 140) : '',
  };
  const fill = (s: string) =>
    s
      .replace(/\{(symbol|orderNo|title)\}/g, (_, k: string) => values[k])
      .replace(/\s*[(（]\s*[)）]/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const [title, body] = texts[l];
  return { title: fill(title), body: fill(body) };
}
