import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';
import { ContentKind } from '../modules/content/content.types';
import { WithdrawalMethod } from '../modules/funding/funding.entities';
import { quoteWithdrawal, type WithdrawalFeeSchedule } from '../modules/funding/funding-rules';
import { STRATEGY_TERMS } from '../modules/intraday/intraday-rules';
import { CURE_BUSINESS_DAYS, HAIRCUT, LOAN_RATES, MAINTENANCE_LTV, TIER_CAP_EUR } from '../modules/loans/loan-rules';
import { RECOVERY_WITHDRAWAL_LOCK_HOURS } from '../modules/second-factor/recovery.service';
import { RECOVERY_CODE_COUNT, STEP_UP_SECONDS, TOTP_STEP_SECONDS } from '../modules/second-factor/second-factor-rules';
import { CHARGE_TABLE, type ChargeSchedule, cashDecimals, scheduleFor } from '../modules/trading/charges-rules';
import { VIP_COMMISSION_DISCOUNT } from '../modules/vip/vip-rules';
import { Money } from '../shared/money';

/**
 * The help centre's first articles (issue 34), in the five languages, published like ops' own through
 * the content service. Their figures are not typed in: they come from the rules the code applies (the
 * dated charges table in force on the seed's day, the withdrawal fees the funding service was
 * configured with, the loan, strategy and second-factor constants), so an article says what the app
 * does. The app's screens link to them by slug (client/src/ui/HelpArticleLink.tsx).
 */

type Lang = 'en' | 'fr' | 'es' | 'zh-Hans' | 'zh-Hant';
type Versions = Record<Lang, { title: string; body: string }>;

export const HELP_SLUGS = [
  'fees-and-charges',
  'how-the-draw-works',
  'withdrawals-and-fees',
  'strategy-rules',
  'loans-and-margin-calls',
  'security-and-passkeys',
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

/** What the articles quote: the rules in force when they are written. */
export interface HelpFacts {
  /** The charges table's rows in force on the seed's day. */
  charges: Record<'ES' | 'US' | 'TW' | 'GOLD', ChargeSchedule>;
  /** Withdrawal minimums and fees (the funding service's, from the configuration). */
  withdrawal: WithdrawalFeeSchedule;
}

export function helpFacts(today: string, withdrawal: WithdrawalFeeSchedule): HelpFacts {
  return {
    charges: {
      ES: scheduleFor(CHARGE_TABLE, 'ES', today),
      US: scheduleFor(CHARGE_TABLE, 'US', today),
      TW: scheduleFor(CHARGE_TABLE, 'TW', today),
      GOLD: scheduleFor(CHARGE_TABLE, 'GOLD', today),
    },
    withdrawal,
  };
}

/** Numbers as each language writes them ("0.1%" / "0,1 %", "EUR 3.00" / "3,00 EUR"). */
function formats(lang: Lang) {
  const format = (options: Intl.NumberFormatOptions, d: Decimal.Value) =>
    new Intl.NumberFormat(lang, options).format(new Money(d).toFixed() as unknown as number);
  return {
    pct: (d: Decimal.Value) => format({ style: 'percent', maximumFractionDigits: 4 }, d),
    /** An amount with its currency code, at least the currency's cash decimals. */
    money: (d: Decimal.Value, currency: string) => {
      const min = cashDecimals(currency);
      return format(
        {
          style: 'currency',
          currency,
          currencyDisplay: 'code',
          minimumFractionDigits: min,
          maximumFractionDigits: Math.max(min, new Money(d).decimalPlaces()),
        },
        d,
      );
    },
    /** A whole amount with its currency code ("EUR 500,000"). */
    whole: (d: Decimal.Value, currency: string) =>
      format({ style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 0 }, d),
    int: (d: Decimal.Value) => format({ maximumFractionDigits: 0 }, d),
  };
}

function feesAndCharges(f: HelpFacts): Versions {
  const { ES: es, US: us, TW: tw, GOLD: gold } = f.charges;
  const w = f.withdrawal;
  const v = (lang: Lang) => {
    const n = formats(lang);
    const taf = us.finraTaf;
    return {
      esRate: n.pct(es.commission.rate),
      esMin: n.money(es.commission.minimum, es.currency),
      ftt: es.financialTransactionTax ? n.pct(es.financialTransactionTax.rate) : n.pct(0),
      usPerShare: n.money(us.commission.perShare ?? 0, us.currency),
      usMin: n.money(us.commission.minimum, us.currency),
      usMax: n.pct(us.commission.maxRateOfValue ?? 0),
      sec: n.money(us.secFee?.ratePerMillion ?? 0, us.currency),
      tafWaived: !taf || taf.perShare.isZero(),
      tafPerShare: n.money(taf?.perShare ?? 0, us.currency),
      tafMax: n.money(taf?.maxPerTrade ?? 0, us.currency),
      twRate: n.pct(tw.commission.rate),
      twMin: n.money(tw.commission.minimum, tw.currency),
      twTax: n.pct(tw.transactionTax?.rate ?? 0),
      twDay: n.pct(tw.transactionTax?.dayTradeRate ?? tw.transactionTax?.rate ?? 0),
      goldRate: n.pct(gold.commission.rate),
      goldMin: n.money(gold.commission.minimum, gold.currency),
      vip: n.pct(VIP_COMMISSION_DISCOUNT),
      bankRate: n.pct(w.bankRate),
      bankMin: `${n.money(w.bankMinimumFee, 'EUR')} / ${n.money(w.bankMinimumFee, 'USD')}`,
      crypto: n.money(w.cryptoFixedFee, 'USD'),
    };
  };
  const en = v('en');
  const fr = v('fr');
  const es_ = v('es');
  const hans = v('zh-Hans');
  const hant = v('zh-Hant');
  return {
    en: {
      title: 'Fees and charges',
      body: `Every charge is shown before you confirm and itemised afterwards in your statement. Every profit figure is net of all charges paid or due. No charge appears only when you withdraw.

## Orders

- **Spain:** commission ${en.esRate} of the trade value, at least ${en.esMin}. Buying shares of a Spanish company worth more than EUR 1 billion adds Spain's financial transaction tax of ${en.ftt}.
- **United States:** commission ${en.usPerShare} per share, at least ${en.usMin} and never more than ${en.usMax} of the trade value. Sells also pay the SEC fee (${en.sec} per USD 1 million sold) and the FINRA trading activity fee (${en.tafWaived ? 'currently waived: FINRA fee holiday' : `${en.tafPerShare} per share, at most ${en.tafMax}`}).
- **Taiwan:** commission ${en.twRate}, at least ${en.twMin}. Sells pay the securities transaction tax of ${en.twTax} (${en.twDay} for a day trade). Taiwan stocks settle from your USD balance at the quoted exchange rate plus a disclosed spread, shown as its own line.
- **Gold:** commission ${en.goldRate}, at least ${en.goldMin}.

VIP members pay ${en.vip} less commission. Taxes and regulatory fees are set by law and are the same for everyone.

## Money and products

- **EUR ⇄ USD transfers:** the rate you are shown includes a disclosed spread, and what you receive is fixed before you confirm.
- **Withdrawals:** to a bank card ${en.bankRate} of the amount (at least ${en.bankMin}), to a crypto address ${en.crypto}, deducted from the amount.
- **New-stock subscriptions:** a flat processing fee per offering, charged only if you win. **Block trades:** a handling fee on the amount allocated.
- **Loans:** interest at a disclosed annual rate, accrued daily; no arrangement fee.
- **Intraday strategy:** no fee of its own; its trades pay the ordinary charges above.

Deposits cost nothing. Vela never asks you to pay a fee, a tax or a deposit to release a withdrawal or a win.`,
    },
    fr: {
      title: 'Frais et commissions',
      body: `Tous les frais sont affichés avant votre confirmation, puis détaillés dans votre relevé. Tous les chiffres de gain sont nets de l'ensemble des frais payés ou dus. Aucun coût n'apparaît seulement au moment d'un retrait.

## Ordres

- **Espagne :** commission de ${fr.esRate} de la valeur de l'opération, au minimum ${fr.esMin}. L'achat d'actions d'une société espagnole valant plus d'un milliard d'euros ajoute la taxe espagnole sur les transactions financières de ${fr.ftt}.
- **États-Unis :** commission de ${fr.usPerShare} par action, au minimum ${fr.usMin} et jamais plus de ${fr.usMax} de la valeur de l'opération. Les ventes paient aussi la redevance de la SEC (${fr.sec} par million de dollars vendu) et la redevance d'activité de la FINRA (${fr.tafWaived ? 'suspendue actuellement : exonération temporaire de la FINRA' : `${fr.tafPerShare} par action, au maximum ${fr.tafMax}`}).
- **Taïwan :** commission de ${fr.twRate}, au minimum ${fr.twMin}. Les ventes paient la taxe sur les transactions de titres de ${fr.twTax} (${fr.twDay} pour une opération intrajournalière). Les actions taïwanaises se règlent sur votre solde en USD, au taux de change coté plus un écart annoncé, affiché sur sa propre ligne.
- **Or :** commission de ${fr.goldRate}, au minimum ${fr.goldMin}.

Les membres VIP paient ${fr.vip} de commission en moins. Les taxes et redevances réglementaires sont fixées par la loi et sont les mêmes pour tous.

## Argent et produits

- **Conversions EUR ⇄ USD :** le taux affiché inclut un écart annoncé, et le montant reçu est fixé avant votre confirmation.
- **Retraits :** vers une carte bancaire ${fr.bankRate} du montant (au minimum ${fr.bankMin}), vers une adresse crypto ${fr.crypto}, déduits du montant.
- **Souscriptions d'actions nouvelles :** des frais de traitement fixes par offre, facturés uniquement si vous êtes tiré au sort. **Transactions de blocs :** des frais de gestion sur le montant attribué.
- **Prêts :** des intérêts à un taux annuel annoncé, calculés chaque jour ; aucuns frais de dossier.
- **Stratégie intrajournalière :** aucuns frais propres ; ses opérations paient les frais ordinaires ci-dessus.

Les dépôts sont gratuits. Vela ne vous demande jamais de payer des frais, une taxe ou un dépôt pour débloquer un retrait ou un gain.`,
    },
    es: {
      title: 'Comisiones y gastos',
      body: `Cada cargo se muestra antes de que confirme y se desglosa después en su extracto. Todas las cifras de beneficio son netas de todos los cargos pagados o pendientes. Ningún cargo aparece solo al retirar.

## Órdenes

- **España:** comisión del ${es_.esRate} del valor de la operación, como mínimo ${es_.esMin}. La compra de acciones de una empresa española que vale más de 1000 millones de euros añade el impuesto español sobre transacciones financieras del ${es_.ftt}.
- **Estados Unidos:** comisión de ${es_.usPerShare} por acción, como mínimo ${es_.usMin} y nunca más del ${es_.usMax} del valor de la operación. Las ventas pagan además la tasa de la SEC (${es_.sec} por millón de dólares vendido) y la tasa de actividad de FINRA (${es_.tafWaived ? 'suspendida actualmente: exención temporal de FINRA' : `${es_.tafPerShare} por acción, como máximo ${es_.tafMax}`}).
- **Taiwán:** comisión del ${es_.twRate}, como mínimo ${es_.twMin}. Las ventas pagan el impuesto sobre transacciones de valores del ${es_.twTax} (${es_.twDay} en una operación intradía). Las acciones taiwanesas se liquidan desde su saldo en USD al tipo de cambio cotizado más un diferencial declarado, que se muestra en su propia línea.
- **Oro:** comisión del ${es_.goldRate}, como mínimo ${es_.goldMin}.

Los miembros VIP pagan un ${es_.vip} menos de comisión. Los impuestos y las tasas regulatorias los fija la ley y son iguales para todos.

## Dinero y productos

- **Transferencias EUR ⇄ USD:** el tipo que se le muestra incluye un diferencial declarado, y lo que recibe queda fijado antes de confirmar.
- **Retiradas:** a una tarjeta bancaria, el ${es_.bankRate} del importe (como mínimo ${es_.bankMin}); a una dirección cripto, ${es_.crypto}; descontados del importe.
- **Suscripciones de acciones nuevas:** una comisión de tramitación fija por oferta, que solo se cobra si resulta adjudicatario. **Operaciones en bloque:** una comisión de gestión sobre el importe adjudicado.
- **Préstamos:** intereses a un tipo anual declarado, devengados a diario; sin comisión de apertura.
- **Estrategia intradía:** no tiene comisión propia; sus operaciones pagan los cargos ordinarios anteriores.

Los depósitos no cuestan nada. Vela nunca le pide pagar una comisión, un impuesto o un depósito para liberar una retirada o un premio.`,
    },
    'zh-Hans': {
      title: '费用与收费',
      body: `每一项费用都会在您确认前显示，并在事后于账单中逐项列明。所有盈利数字均已扣除已付或应付的全部费用。不存在只在提现时才出现的费用。

## 交易

- **西班牙**：佣金为成交金额的 ${hans.esRate}，最低 ${hans.esMin}。买入市值超过 10 亿欧元的西班牙公司股票时，另收西班牙金融交易税 ${hans.ftt}。
- **美国**：佣金每股 ${hans.usPerShare}，最低 ${hans.usMin}，且不超过成交金额的 ${hans.usMax}。卖出时另收 SEC 费用（每卖出 100 万美元收 ${hans.sec}）及 FINRA 交易活动费（${hans.tafWaived ? '目前暂免：FINRA 费用减免期' : `每股 ${hans.tafPerShare}，最高 ${hans.tafMax}`}）。
- **台湾**：佣金 ${hans.twRate}，最低 ${hans.twMin}。卖出时缴纳证券交易税 ${hans.twTax}（当日冲销交易为 ${hans.twDay}）。台湾股票以您的美元余额结算，按报价汇率加公开点差换算，并单列显示。
- **黄金**：佣金 ${hans.goldRate}，最低 ${hans.goldMin}。

VIP 会员佣金减少 ${hans.vip}。税费和监管费用由法律规定，对所有人相同。

## 资金与产品

- **欧元 ⇄ 美元换汇**：显示的汇率已包含公开点差，到账金额在您确认前即已确定。
- **提现**：提现到银行卡收取金额的 ${hans.bankRate}（最低 ${hans.bankMin}），提现到加密货币地址收取 ${hans.crypto}，均从金额中扣除。
- **新股申购**：每个项目收取固定处理费，仅在中签时收取。**大宗交易**：按分配金额收取手续费。
- **贷款**：按公开年利率每日计息；不收取手续费。
- **日内策略**：策略本身不收费；其交易按上述普通费用收费。

充值免费。Vela 绝不会要求您支付任何费用、税款或保证金来解冻提现或中签款项。`,
    },
    'zh-Hant': {
      title: '費用與收費',
      body: `每一項費用都會在您確認前顯示，並於事後在對帳單中逐項列明。所有獲利數字均已扣除已付或應付的全部費用。不存在只在出金時才出現的費用。

## 交易

- **西班牙**：手續費為成交金額的 ${hant.esRate}，最低 ${hant.esMin}。買進市值超過 10 億歐元的西班牙公司股票時，另收西班牙金融交易稅 ${hant.ftt}。
- **美國**：手續費每股 ${hant.usPerShare}，最低 ${hant.usMin}，且不超過成交金額的 ${hant.usMax}。賣出時另收 SEC 規費（每賣出 100 萬美元收 ${hant.sec}）及 FINRA 交易活動費（${hant.tafWaived ? '目前暫免：FINRA 規費減免期' : `每股 ${hant.tafPerShare}，最高 ${hant.tafMax}`}）。
- **台灣**：手續費 ${hant.twRate}，最低 ${hant.twMin}。賣出時繳納證券交易稅 ${hant.twTax}（當沖交易為 ${hant.twDay}）。台灣股票以您的美元餘額交割，按報價匯率加公開價差換算，並單列顯示。
- **黃金**：手續費 ${hant.goldRate}，最低 ${hant.goldMin}。

VIP 會員手續費減少 ${hant.vip}。稅費與監管規費由法律規定，對所有人相同。

## 資金與產品

- **歐元 ⇄ 美元換匯**：顯示的匯率已包含公開價差，入帳金額於您確認前即已確定。
- **出金**：出金至銀行卡收取金額的 ${hant.bankRate}（最低 ${hant.bankMin}），出金至加密貨幣地址收取 ${hant.crypto}，均自金額中扣除。
- **新股申購**：每檔收取固定處理費，僅於中籤時收取。**鉅額交易**：按分配金額收取手續費。
- **貸款**：按公開年利率每日計息；不收取開辦費。
- **當沖策略**：策略本身不收費；其交易按上述一般費用收費。

入金免費。Vela 絕不會要求您支付任何費用、稅款或保證金來解凍出金或中籤款項。`,
    },
  };
}

function howTheDrawWorks(): Versions {
  return {
    en: {
      title: 'How the draw works and how to verify it',
      body: `New-stock (IPO) subscriptions, and block trades that are oversubscribed, are allocated by a draw that gives every application the same chance and that anyone can check.

## Before anyone applies

When an offering is created, Vela fixes a secret random seed (32 bytes) and publishes only its **SHA-256 hash** on the offering's page. The seed cannot be changed afterwards without the hash giving it away.

## Applying

You apply for whole lots. The price of the shares plus the processing fee is held from your available balance at once. One application per verified person per offering.

## The draw

On the drawing date the seed is revealed. Each application's place is **HMAC-SHA256(seed, application id)**, in ascending order. Application ids are random and are created after the seed was fixed, so nobody can choose a place. Lots are given in rounds down that order: one lot to each application, then a second lot to those that asked for more, and so on. A one-lot application has the same chance of a first lot as a large one.

Winners' holds pay for the shares won and the processing fee; the rest, and every losing application's hold, is released the same day. Nothing is ever owed after a win.

## Checking it yourself

After the draw, the offering's page shows the seed, its SHA-256 recomputed in your own browser and compared with the hash published before (✓ or ✗), the number of applications and your own place. It links to the public record of the draw (\`/draws/ipo/<offering id>\`, or \`/draws/block-trade/<offering id>\`): every application id with its place and lots won, and any application excluded for lack of funds. Vela's open verification script, \`verify-draw.mjs\`, recomputes the whole result from that record alone and reports any difference.`,
    },
    fr: {
      title: 'Comment fonctionne le tirage et comment le vérifier',
      body: `Les souscriptions d'actions nouvelles (introductions en bourse), ainsi que les transactions de blocs sursouscrites, sont attribuées par un tirage qui donne la même chance à chaque demande et que chacun peut vérifier.

## Avant toute demande

À la création d'une offre, Vela fixe une graine aléatoire secrète (32 octets) et ne publie que son **empreinte SHA-256** sur la page de l'offre. La graine ne peut plus être changée ensuite sans que l'empreinte le révèle.

## Souscrire

Vous souscrivez des lots entiers. Le prix des actions et les frais de traitement sont bloqués aussitôt sur votre solde disponible. Une seule demande par personne vérifiée et par offre.

## Le tirage

À la date du tirage, la graine est révélée. Le rang de chaque demande est **HMAC-SHA256(graine, identifiant de la demande)**, par ordre croissant. Les identifiants sont aléatoires et créés après la fixation de la graine : personne ne peut choisir son rang. Les lots sont attribués par tours dans cet ordre : un lot à chaque demande, puis un deuxième à celles qui en voulaient davantage, et ainsi de suite. Une demande d'un seul lot a la même chance d'obtenir un premier lot qu'une demande importante.

Les montants bloqués des gagnants paient les actions obtenues et les frais de traitement ; le reste, ainsi que le montant bloqué de chaque demande non retenue, est libéré le jour même. Rien n'est jamais dû après un gain.

## Le vérifier vous-même

Après le tirage, la page de l'offre affiche la graine, son SHA-256 recalculé dans votre propre navigateur et comparé à l'empreinte publiée auparavant (✓ ou ✗), le nombre de demandes et votre rang. Elle renvoie au registre public du tirage (\`/draws/ipo/<identifiant de l'offre>\`, ou \`/draws/block-trade/<identifiant de l'offre>\`) : chaque identifiant de demande avec son rang et ses lots obtenus, et toute demande exclue faute de fonds. Le script de vérification ouvert de Vela, \`verify-draw.mjs\`, recalcule tout le résultat à partir de ce seul registre et signale toute différence.`,
    },
    es: {
      title: 'Cómo funciona el sorteo y cómo verificarlo',
      body: `Las suscripciones de acciones nuevas (OPV), y las operaciones en bloque con exceso de demanda, se adjudican mediante un sorteo que da a cada solicitud la misma probabilidad y que cualquiera puede comprobar.

## Antes de que nadie solicite

Al crear una oferta, Vela fija una semilla aleatoria secreta (32 bytes) y publica solo su **hash SHA-256** en la página de la oferta. La semilla ya no puede cambiarse sin que el hash lo delate.

## Solicitar

Se solicitan lotes enteros. El precio de las acciones más la comisión de tramitación se retiene de inmediato de su saldo disponible. Una sola solicitud por persona verificada y por oferta.

## El sorteo

En la fecha del sorteo se revela la semilla. El puesto de cada solicitud es **HMAC-SHA256(semilla, identificador de la solicitud)**, en orden ascendente. Los identificadores son aleatorios y se crean después de fijar la semilla, así que nadie puede elegir su puesto. Los lotes se reparten por rondas en ese orden: un lote a cada solicitud, después un segundo a las que pidieron más, y así sucesivamente. Una solicitud de un solo lote tiene la misma probabilidad de obtener un primer lote que una grande.

Las retenciones de los adjudicatarios pagan las acciones obtenidas y la comisión de tramitación; el resto, y la retención de cada solicitud no adjudicada, se libera el mismo día. Nunca se debe nada tras ganar.

## Compruébelo usted mismo

Tras el sorteo, la página de la oferta muestra la semilla, su SHA-256 recalculado en su propio navegador y comparado con el hash publicado antes (✓ o ✗), el número de solicitudes y su propio puesto. Enlaza con el registro público del sorteo (\`/draws/ipo/<identificador de la oferta>\`, o \`/draws/block-trade/<identificador de la oferta>\`): cada identificador de solicitud con su puesto y los lotes obtenidos, y toda solicitud excluida por falta de fondos. El script de verificación abierto de Vela, \`verify-draw.mjs\`, recalcula todo el resultado solo a partir de ese registro e informa de cualquier diferencia.`,
    },
    'zh-Hans': {
      title: '抽签如何进行及如何验证',
      body: `新股（IPO）申购以及超额认购的大宗交易，均通过抽签分配：每笔申购的机会相同，任何人都可以核对。

## 申购开始之前

新股创建时，Vela 会确定一个秘密的随机种子（32 字节），并只在新股页面公布其 **SHA-256 哈希**。此后若更改种子，哈希就会暴露这一点。

## 申购

按整手申购。股票价款加处理费会立即从您的可用余额中冻结。每位已认证用户每个新股只能申购一次。

## 抽签

在抽签日公布种子。每笔申购的排名为 **HMAC-SHA256(种子, 申购编号)**，按升序排列。申购编号是随机生成的，且在种子确定之后才产生，因此无人能选择自己的排名。按此顺序分轮分配：先给每笔申购各分配一手，再给申购多手的申购分配第二手，依此类推。只申购一手的申购获得第一手的机会与大额申购相同。

中签者的冻结款用于支付中签股票及处理费；其余部分以及每笔未中签申购的冻结款会在当日解冻。中签后绝不会产生欠款。

## 自行核对

抽签后，新股页面会显示种子、在您自己的浏览器中重新计算的 SHA-256 与此前公布的哈希的比对结果（✓ 或 ✗）、申购笔数以及您自己的排名。页面还链接到抽签的公开记录（\`/draws/ipo/<新股编号>\` 或 \`/draws/block-trade/<项目编号>\`）：每个申购编号及其排名和中签手数，以及因资金不足而被排除的申购。Vela 的开源验证脚本 \`verify-draw.mjs\` 仅凭该记录即可重新计算整个结果，并报告任何差异。`,
    },
    'zh-Hant': {
      title: '抽籤如何進行及如何驗證',
      body: `新股（IPO）申購以及超額認購的鉅額交易，均透過抽籤分配：每筆申購的機會相同，任何人都可以核對。

## 申購開始之前

新股建立時，Vela 會確定一個祕密的隨機種子（32 位元組），並只在新股頁面公布其 **SHA-256 雜湊**。此後若更改種子，雜湊就會揭露這一點。

## 申購

按整張申購。股票價款加處理費會立即自您的可用餘額中凍結。每位已認證用戶每檔新股只能申購一次。

## 抽籤

於抽籤日公布種子。每筆申購的排名為 **HMAC-SHA256(種子, 申購編號)**，依升冪排列。申購編號是隨機產生的，且在種子確定之後才產生，因此無人能選擇自己的排名。依此順序分輪分配：先給每筆申購各分配一張，再給申購多張的申購分配第二張，依此類推。只申購一張的申購獲得第一張的機會與大額申購相同。

中籤者的凍結款用於支付中籤股票及處理費；其餘部分以及每筆未中籤申購的凍結款會於當日解凍。中籤後絕不會產生欠款。

## 自行核對

抽籤後，新股頁面會顯示種子、在您自己的瀏覽器中重新計算的 SHA-256 與先前公布的雜湊的比對結果（✓ 或 ✗）、申購筆數以及您自己的排名。頁面也連結至抽籤的公開紀錄（\`/draws/ipo/<新股編號>\` 或 \`/draws/block-trade/<項目編號>\`）：每個申購編號及其排名與中籤張數，以及因資金不足而被排除的申購。Vela 的開源驗證腳本 \`verify-draw.mjs\` 僅憑該紀錄即可重新計算整個結果，並回報任何差異。`,
    },
  };
}

function withdrawalsAndFees(f: HelpFacts): Versions {
  const w = f.withdrawal;
  const example = new Money(1000);
  const q = quoteWithdrawal(WithdrawalMethod.BANK, example, w);
  const v = (lang: Lang) => {
    const n = formats(lang);
    return {
      minBank: n.money(w.minimumBank, 'EUR'),
      minBankUsd: n.money(w.minimumBank, 'USD'),
      rate: n.pct(w.bankRate),
      minFee: n.money(w.bankMinimumFee, 'EUR'),
      minFeeUsd: n.money(w.bankMinimumFee, 'USD'),
      minCrypto: n.money(w.minimumCrypto, 'USD'),
      crypto: n.money(w.cryptoFixedFee, 'USD'),
      ex: n.money(example, 'EUR'),
      exFee: n.money(q.fee, 'EUR'),
      exReceived: n.money(q.received, 'EUR'),
      stepUp: n.int(STEP_UP_SECONDS / 60),
      lock: n.int(RECOVERY_WITHDRAWAL_LOCK_HOURS),
    };
  };
  const en = v('en');
  const fr = v('fr');
  const es = v('es');
  const hans = v('zh-Hans');
  const hant = v('zh-Hant');
  return {
    en: {
      title: 'Withdrawals and their fees',
      body: `You can withdraw to a bank card (EUR or USD) or to a USDT address (from your USD balance).

- **Bank card:** at least ${en.minBank} (or ${en.minBankUsd}); the fee is ${en.rate} of the amount, at least ${en.minFee} (or ${en.minFeeUsd}).
- **Crypto address** (USDT-TRC20 or USDT-ERC20): at least ${en.minCrypto}; a fixed fee of ${en.crypto}.

The fee is **deducted from the amount**, never added on top, and the screen shows it with exactly what will arrive before you confirm. For example, withdrawing ${en.ex} to a bank card costs ${en.exFee}, and ${en.exReceived} arrives.

## What you need

- Passed real-name verification, a bank card or address you added, and your transaction password.
- A second factor: a passkey or an authenticator app. A withdrawal asks you to confirm it's you; one check lasts ${en.stepUp} minutes.

## What happens next

The amount is held from your available balance while the withdrawal is reviewed. When it passes, the money is sent; if it is refused, the hold is released and the reason is shown. You can revoke a withdrawal while it is pending. Every withdrawal is listed in your deposit and withdrawal records with its order number and status.

After an account recovery is approved, withdrawals stay closed for ${en.lock} hours, to protect you.

There is no other charge to take your money out. VIP status is never needed, and nobody from Vela will ask you to pay a fee, a tax, a deposit or an "unlock" payment to release a withdrawal: anyone who does is a scammer.`,
    },
    fr: {
      title: 'Retraits et frais de retrait',
      body: `Vous pouvez retirer vers une carte bancaire (en EUR ou en USD) ou vers une adresse USDT (depuis votre solde en USD).

- **Carte bancaire :** au minimum ${fr.minBank} (ou ${fr.minBankUsd}) ; les frais sont de ${fr.rate} du montant, au minimum ${fr.minFee} (ou ${fr.minFeeUsd}).
- **Adresse crypto** (USDT-TRC20 ou USDT-ERC20) : au minimum ${fr.minCrypto} ; des frais fixes de ${fr.crypto}.

Les frais sont **déduits du montant**, jamais ajoutés en plus, et l'écran les affiche avec le montant exact qui arrivera avant votre confirmation. Par exemple, un retrait de ${fr.ex} vers une carte bancaire coûte ${fr.exFee}, et ${fr.exReceived} arrivent.

## Ce qu'il vous faut

- Une vérification d'identité validée, une carte bancaire ou une adresse que vous avez ajoutée, et votre mot de passe de transaction.
- Un second facteur : une clé d'accès ou une application d'authentification. Un retrait vous demande de confirmer que c'est vous ; une vérification vaut ${fr.stepUp} minutes.

## Et ensuite

Le montant est bloqué sur votre solde disponible pendant l'examen du retrait. S'il est accepté, l'argent est envoyé ; s'il est refusé, le montant est libéré et le motif est affiché. Vous pouvez annuler un retrait tant qu'il est en attente. Chaque retrait figure dans vos dépôts et retraits avec son numéro d'ordre et son statut.

Après l'approbation d'une récupération de compte, les retraits restent fermés pendant ${fr.lock} heures, pour vous protéger.

Il n'y a pas d'autres frais pour récupérer votre argent. Le statut VIP n'est jamais nécessaire, et personne chez Vela ne vous demandera de payer des frais, une taxe, un dépôt ou un paiement de « déblocage » pour libérer un retrait : quiconque le fait est un escroc.`,
    },
    es: {
      title: 'Retiradas y sus comisiones',
      body: `Puede retirar a una tarjeta bancaria (en EUR o en USD) o a una dirección USDT (desde su saldo en USD).

- **Tarjeta bancaria:** como mínimo ${es.minBank} (o ${es.minBankUsd}); la comisión es del ${es.rate} del importe, como mínimo ${es.minFee} (o ${es.minFeeUsd}).
- **Dirección cripto** (USDT-TRC20 o USDT-ERC20): como mínimo ${es.minCrypto}; una comisión fija de ${es.crypto}.

La comisión se **descuenta del importe**, nunca se suma aparte, y la pantalla la muestra junto con lo que llegará exactamente antes de que confirme. Por ejemplo, retirar ${es.ex} a una tarjeta bancaria cuesta ${es.exFee}, y llegan ${es.exReceived}.

## Qué necesita

- La verificación de identidad aprobada, una tarjeta bancaria o una dirección que haya añadido, y su contraseña de transacción.
- Un segundo factor: una llave de acceso o una app de autenticación. Una retirada le pide confirmar que es usted; cada comprobación vale ${es.stepUp} minutos.

## Qué pasa después

El importe se retiene de su saldo disponible mientras se revisa la retirada. Si se aprueba, el dinero se envía; si se rechaza, la retención se libera y se muestra el motivo. Puede anular una retirada mientras esté pendiente. Cada retirada aparece en sus depósitos y retiradas con su número de orden y su estado.

Tras aprobarse una recuperación de la cuenta, las retiradas quedan cerradas durante ${es.lock} horas, para protegerle.

No hay ningún otro cargo por sacar su dinero. Nunca hace falta ser VIP, y nadie de Vela le pedirá pagar una comisión, un impuesto, un depósito o un pago de «desbloqueo» para liberar una retirada: quien lo haga es un estafador.`,
    },
    'zh-Hans': {
      title: '提现及手续费',
      body: `您可以提现到银行卡（欧元或美元），或从美元余额提现到 USDT 地址。

- **银行卡**：最低 ${hans.minBank}（或 ${hans.minBankUsd}）；手续费为金额的 ${hans.rate}，最低 ${hans.minFee}（或 ${hans.minFeeUsd}）。
- **加密货币地址**（USDT-TRC20 或 USDT-ERC20）：最低 ${hans.minCrypto}；固定手续费 ${hans.crypto}。

手续费**从金额中扣除**，绝不额外加收；确认前屏幕会显示手续费和实际到账金额。例如，提现 ${hans.ex} 到银行卡，手续费为 ${hans.exFee}，到账 ${hans.exReceived}。

## 所需条件

- 已通过实名认证、已添加的银行卡或地址，以及您的交易密码。
- 第二重验证：通行密钥或身份验证器应用。提现时需要确认是您本人；每次验证有效 ${hans.stepUp} 分钟。

## 之后的流程

审核期间，提现金额会从您的可用余额中冻结。审核通过后款项汇出；如被拒绝，冻结金额会解冻并显示原因。提现在待审核期间可以撤销。每笔提现都会连同订单号和状态列在充值与提现记录中。

账户恢复申请获批后，提现将关闭 ${hans.lock} 小时，以保护您的资金。

取出资金不收取任何其他费用。提现从不需要 VIP 身份，Vela 的任何人都不会要求您支付手续费、税款、保证金或“解冻费”来放行提现：提出这种要求的都是骗子。`,
    },
    'zh-Hant': {
      title: '出金及手續費',
      body: `您可以出金至銀行卡（歐元或美元），或自美元餘額出金至 USDT 地址。

- **銀行卡**：最低 ${hant.minBank}（或 ${hant.minBankUsd}）；手續費為金額的 ${hant.rate}，最低 ${hant.minFee}（或 ${hant.minFeeUsd}）。
- **加密貨幣地址**（USDT-TRC20 或 USDT-ERC20）：最低 ${hant.minCrypto}；固定手續費 ${hant.crypto}。

手續費**自金額中扣除**，絕不額外加收；確認前畫面會顯示手續費與實際入帳金額。例如，出金 ${hant.ex} 至銀行卡，手續費為 ${hant.exFee}，入帳 ${hant.exReceived}。

## 所需條件

- 已通過實名認證、已新增的銀行卡或地址，以及您的交易密碼。
- 第二重驗證：密碼金鑰或驗證器應用程式。出金時需要確認是您本人；每次驗證有效 ${hant.stepUp} 分鐘。

## 之後的流程

審核期間，出金金額會自您的可用餘額中凍結。審核通過後款項匯出；如遭拒絕，凍結金額會解凍並顯示原因。出金於待審核期間可以撤銷。每筆出金都會連同訂單號與狀態列在入金與出金紀錄中。

帳戶復原申請獲准後，出金將關閉 ${hant.lock} 小時，以保護您的資金。

取出資金不收取任何其他費用。出金從不需要 VIP 身分，Vela 的任何人都不會要求您支付手續費、稅款、保證金或「解凍費」來放行出金：提出這種要求的都是詐騙者。`,
    },
  };
}

function strategyRules(): Versions {
  const t = STRATEGY_TERMS;
  const v = (lang: Lang) => {
    const n = formats(lang);
    return {
      min: n.int(t.minAmount),
      max: n.int(t.maxAmount),
      exposure: n.int(t.maxExposure),
      active: n.int(t.maxActive),
      conc: n.pct(t.maxConcentration),
      atrPeriod: n.int(t.atrPeriod),
      maxAtr: n.pct(t.maxAtrShare),
      minVol: n.int(t.minAvgVolume),
      range: n.int(t.openingRangeMinutes),
      cutoff: n.int(t.entryCutoffMinutes),
      entries: n.int(t.maxEntriesPerDay),
      riskLow: n.pct(t.riskPerTrade.low),
      riskMed: n.pct(t.riskPerTrade.medium),
      riskHigh: n.pct(t.riskPerTrade.high),
      k: new Intl.NumberFormat(lang).format(t.stopAtrMultiple.toFixed() as unknown as number),
      loss: n.pct(t.dailyLossLimit),
    };
  };
  const en = v('en');
  const fr = v('fr');
  const es = v('es');
  const hans = v('zh-Hans');
  const hant = v('zh-Hant');
  return {
    en: {
      title: 'The intraday strategy’s rules',
      body: `AI Trading 5.0 is an automated intraday strategy. It trades one stock during one session with a fixed, published rule, through ordinary orders at real quotes, and shows every trade it makes. **It promises no return:** results can be losses, and no projected or backtested return is ever shown.

## Applying

You choose a stock and an amount from ${en.min} to ${en.max} (whole units); you need passed real-name verification and your transaction password. An automated assessment decides at once and names every reason for a rejection:

- the stock's market trades today, with at least ${en.cutoff} minutes left;
- your available balance covers the amount;
- fewer than ${en.active} strategies running at once, ${en.exposure} at most in total;
- the amount is at most ${en.conc} of your cash in that currency;
- the stock's volatility (${en.atrPeriod}-day ATR) is at most ${en.maxAtr} of its price, and it trades at least ${en.minVol} shares a day on average.

If approved, the amount is held and given a risk band (low, medium or high, from the ATR).

## The rule

1. The opening range is the high and low of the session's first ${en.range} minutes.
2. It buys when a completed minute bar closes above the range's high: at most ${en.entries} entries a day, none in the last ${en.cutoff} minutes.
3. Each trade risks ${en.riskLow}, ${en.riskMed} or ${en.riskHigh} of the strategy's cash (by risk band), with a stop ${en.k} × ATR below the buy price and a target twice that distance above it.
4. If the day's result after charges reaches −${en.loss} of the amount, it sells and stops for the day. A price that jumps past a stop can make the loss larger.
5. It sells everything before the close and never holds overnight.

## What you see

Every order is listed under your application with its prices, charges and net result. The strategy charges no fee of its own; its trades pay their market's ordinary charges. At the end, the amount plus or minus the net result returns to your balance.`,
    },
    fr: {
      title: 'Les règles de la stratégie intrajournalière',
      body: `AI Trading 5.0 est une stratégie intrajournalière automatisée. Elle négocie une action pendant une séance selon une règle fixe et publiée, par des ordres ordinaires aux cours réels, et affiche chacune de ses opérations. **Elle ne promet aucun rendement :** les résultats peuvent être des pertes, et aucun rendement projeté ou simulé sur le passé n'est jamais affiché.

## Faire une demande

Vous choisissez une action et un montant de ${fr.min} à ${fr.max} (unités entières) ; il vous faut une vérification d'identité validée et votre mot de passe de transaction. Une évaluation automatique décide aussitôt et cite chaque motif de refus :

- le marché de l'action ouvre aujourd'hui, avec au moins ${fr.cutoff} minutes restantes ;
- votre solde disponible couvre le montant ;
- moins de ${fr.active} stratégies en cours à la fois, ${fr.exposure} au plus au total ;
- le montant représente au plus ${fr.conc} de vos liquidités dans cette devise ;
- la volatilité de l'action (ATR sur ${fr.atrPeriod} jours) est d'au plus ${fr.maxAtr} de son cours, et il s'en échange en moyenne au moins ${fr.minVol} titres par jour.

Si la demande est approuvée, le montant est bloqué et reçoit une classe de risque (faible, moyenne ou élevée, selon l'ATR).

## La règle

1. La fourchette d'ouverture est le plus haut et le plus bas des ${fr.range} premières minutes de la séance.
2. Elle achète quand une bougie d'une minute terminée clôture au-dessus du haut de la fourchette : au plus ${fr.entries} entrées par jour, aucune dans les ${fr.cutoff} dernières minutes.
3. Chaque opération risque ${fr.riskLow}, ${fr.riskMed} ou ${fr.riskHigh} des liquidités de la stratégie (selon la classe de risque), avec un stop à ${fr.k} × ATR sous le prix d'achat et un objectif au double de cette distance au-dessus.
4. Si le résultat du jour après frais atteint −${fr.loss} du montant, elle vend et s'arrête pour la journée. Un cours qui saute au-delà d'un stop peut aggraver la perte.
5. Elle vend tout avant la clôture et ne garde jamais de position d'un jour à l'autre.

## Ce que vous voyez

Chaque ordre figure sous votre demande avec ses prix, ses frais et son résultat net. La stratégie ne facture aucuns frais propres ; ses opérations paient les frais ordinaires de leur marché. À la fin, le montant, augmenté ou diminué du résultat net, revient sur votre solde.`,
    },
    es: {
      title: 'Las reglas de la estrategia intradía',
      body: `AI Trading 5.0 es una estrategia intradía automatizada. Negocia una acción durante una sesión con una regla fija y publicada, mediante órdenes ordinarias a cotizaciones reales, y muestra cada operación que hace. **No promete ninguna rentabilidad:** los resultados pueden ser pérdidas, y nunca se muestra una rentabilidad proyectada ni simulada sobre datos pasados.

## Solicitar

Elige una acción y un importe de ${es.min} a ${es.max} (unidades enteras); necesita la verificación de identidad aprobada y su contraseña de transacción. Una evaluación automática decide al momento e indica cada motivo de rechazo:

- el mercado de la acción abre hoy y quedan al menos ${es.cutoff} minutos;
- su saldo disponible cubre el importe;
- menos de ${es.active} estrategias activas a la vez, ${es.exposure} como máximo en total;
- el importe es como máximo el ${es.conc} de su efectivo en esa divisa;
- la volatilidad de la acción (ATR de ${es.atrPeriod} días) es como máximo el ${es.maxAtr} de su precio, y se negocian de media al menos ${es.minVol} acciones al día.

Si se aprueba, el importe se retiene y recibe una banda de riesgo (baja, media o alta, según el ATR).

## La regla

1. El rango de apertura es el máximo y el mínimo de los primeros ${es.range} minutos de la sesión.
2. Compra cuando una vela de un minuto ya cerrada termina por encima del máximo del rango: como máximo ${es.entries} entradas al día, ninguna en los últimos ${es.cutoff} minutos.
3. Cada operación arriesga el ${es.riskLow}, el ${es.riskMed} o el ${es.riskHigh} del efectivo de la estrategia (según la banda de riesgo), con un stop a ${es.k} × ATR por debajo del precio de compra y un objetivo al doble de esa distancia por encima.
4. Si el resultado del día tras los cargos llega a −${es.loss} del importe, vende y se detiene hasta el día siguiente. Un precio que salta más allá de un stop puede agrandar la pérdida.
5. Lo vende todo antes del cierre y nunca mantiene posiciones de un día para otro.

## Qué ve usted

Cada orden aparece bajo su solicitud con sus precios, sus cargos y su resultado neto. La estrategia no cobra comisión propia; sus operaciones pagan los cargos ordinarios de su mercado. Al final, el importe más o menos el resultado neto vuelve a su saldo.`,
    },
    'zh-Hans': {
      title: '日内策略规则',
      body: `AI Trading 5.0 是一项自动化日内交易策略。它在一个交易时段内按固定且公开的规则交易一只股票，以真实报价下普通订单，并显示其进行的每一笔交易。**它不承诺任何收益**：结果可能是亏损，也从不显示任何预测收益或回测收益。

## 申请

选择一只股票和金额（${hans.min} 至 ${hans.max}，整数）；需已通过实名认证并输入交易密码。自动评估会立即作出决定，并列出每一项拒绝理由：

- 该股票所在市场今日开市，且剩余时间至少 ${hans.cutoff} 分钟；
- 可用余额足以支付该金额；
- 同时运行的策略少于 ${hans.active} 个，合计最多 ${hans.exposure}；
- 该金额最多占您该币种现金的 ${hans.conc}；
- 该股票的波动率（${hans.atrPeriod} 日 ATR）最多为股价的 ${hans.maxAtr}，且日均成交量至少 ${hans.minVol} 股。

获批后，该金额会被冻结，并根据 ATR 划入低、中或高风险等级。

## 规则

1. 开盘区间为交易时段前 ${hans.range} 分钟的最高价和最低价。
2. 当一根已完成的一分钟 K 线收于区间最高价之上时买入：每天最多 ${hans.entries} 次入场，最后 ${hans.cutoff} 分钟内不入场。
3. 每笔交易按风险等级承担策略现金的 ${hans.riskLow}、${hans.riskMed} 或 ${hans.riskHigh} 的风险，止损设在买入价下方 ${hans.k} × ATR，目标设在上方两倍该距离处。
4. 若当日扣除费用后的结果达到金额的 −${hans.loss}，策略即卖出并当日停止。价格跳空越过止损时，亏损可能更大。
5. 收盘前全部卖出，绝不隔夜持仓。

## 您能看到什么

每笔订单都列在您的申请下，附带价格、费用和净结果。策略本身不收取费用；其交易按所在市场的普通费用收费。结束时，金额加上或减去净结果返还至您的余额。`,
    },
    'zh-Hant': {
      title: '當沖策略規則',
      body: `AI Trading 5.0 是一項自動化當沖策略。它在一個交易時段內依固定且公開的規則交易一檔股票，以真實報價下一般委託，並顯示其進行的每一筆交易。**它不承諾任何報酬**：結果可能是虧損，也從不顯示任何預測報酬或回測報酬。

## 申請

選擇一檔股票與金額（${hant.min} 至 ${hant.max}，整數）；需已通過實名認證並輸入交易密碼。自動評估會立即作出決定，並列出每一項拒絕理由：

- 該股票所屬市場今日開市，且剩餘時間至少 ${hant.cutoff} 分鐘；
- 可用餘額足以支付該金額；
- 同時執行的策略少於 ${hant.active} 個，合計最多 ${hant.exposure}；
- 該金額最多占您該幣別現金的 ${hant.conc}；
- 該股票的波動度（${hant.atrPeriod} 日 ATR）最多為股價的 ${hant.maxAtr}，且日均成交量至少 ${hant.minVol} 股。

獲准後，該金額會被凍結，並依 ATR 劃入低、中或高風險等級。

## 規則

1. 開盤區間為交易時段前 ${hant.range} 分鐘的最高價與最低價。
2. 當一根已完成的一分鐘 K 線收在區間最高價之上時買進：每天最多 ${hant.entries} 次進場，最後 ${hant.cutoff} 分鐘內不進場。
3. 每筆交易依風險等級承擔策略現金的 ${hant.riskLow}、${hant.riskMed} 或 ${hant.riskHigh} 的風險，停損設在買進價下方 ${hant.k} × ATR，目標設在上方兩倍該距離處。
4. 若當日扣除費用後的結果達到金額的 −${hant.loss}，策略即賣出並當日停止。價格跳空越過停損時，虧損可能更大。
5. 收盤前全部賣出，絕不留倉過夜。

## 您能看到什麼

每筆委託都列在您的申請下，附帶價格、費用與淨結果。策略本身不收取費用；其交易按所屬市場的一般費用收費。結束時，金額加上或減去淨結果返還至您的餘額。`,
    },
  };
}

function loansAndMarginCalls(): Versions {
  const v = (lang: Lang) => {
    const n = formats(lang);
    const eur = LOAN_RATES.EUR;
    const usd = LOAN_RATES.USD;
    return {
      capStd: n.whole(TIER_CAP_EUR.standard, 'EUR'),
      capVip: n.whole(TIER_CAP_EUR.vip, 'EUR'),
      haircut: n.pct(HAIRCUT),
      eurB: n.pct(eur.benchmark),
      eurS: n.pct(eur.spread),
      eurR: n.pct(eur.benchmark.plus(eur.spread)),
      eurName: eur.benchmarkName,
      usdB: n.pct(usd.benchmark),
      usdS: n.pct(usd.spread),
      usdR: n.pct(usd.benchmark.plus(usd.spread)),
      usdName: usd.benchmarkName,
      maint: n.pct(MAINTENANCE_LTV),
      cure: n.int(CURE_BUSINESS_DAYS),
      target: n.pct(HAIRCUT),
    };
  };
  const en = v('en');
  const fr = v('fr');
  const es = v('es');
  const hans = v('zh-Hans');
  const hant = v('zh-Hant');
  return {
    en: {
      title: 'Stock-backed loans and margin calls',
      body: `A stock-backed loan lends you cash against the shares you hold.

## How much you can borrow

Your limit is the lower of your tier cap (${en.capStd}, or ${en.capVip} for VIP members) and ${en.haircut} of the live value of your eligible positions: long positions at 1× that settle in the loan's currency. Leveraged, short and Taiwan positions, and new stock not yet issued, count for nothing.

## What it costs

Interest is a disclosed annual rate, a benchmark plus a spread: EUR ${en.eurB} (${en.eurName}) + ${en.eurS} = ${en.eurR}; USD ${en.usdB} (${en.usdName}) + ${en.usdS} = ${en.usdR}. It accrues every calendar day (ACT/365 for EUR, ACT/360 for USD). There is no arrangement fee; the rate and the daily and 30-day interest are shown before you sign.

## Applying and repaying

You enter the amount and your details, read the agreement and sign on the screen; the application is reviewed. Repayments are reviewed too, and pay interest first, then principal.

## Margin calls

Your eligible positions are pledged as collateral. If what you owe rises above **${en.maint}** of their live value, you get a **margin call** and have **${en.cure} business days** to cure it, by repaying or adding value. If it is not cured in time, Vela sells pledged positions at the market quote, largest first, only while their market is open and the quote is fresh, until what you owe is back within ${en.target} of what remains. The proceeds repay the loan; every step is notified to you and recorded, and those trades show the selling type "loan liquidation".

While a loan is outstanding, you cannot close a pledged position if that would take the loan above ${en.maint} of the remaining collateral.`,
    },
    fr: {
      title: 'Prêts adossés à des titres et appels de marge',
      body: `Un prêt adossé à des titres vous prête des liquidités en garantie des actions que vous détenez.

## Combien emprunter

Votre plafond est le plus bas entre le plafond de votre niveau (${fr.capStd}, ou ${fr.capVip} pour les membres VIP) et ${fr.haircut} de la valeur en direct de vos positions éligibles : les positions acheteuses à 1× réglées dans la devise du prêt. Les positions à effet de levier, vendeuses et taïwanaises, ainsi que les actions nouvelles pas encore émises, ne comptent pas.

## Ce que cela coûte

Les intérêts suivent un taux annuel annoncé, un taux de référence plus une marge : EUR ${fr.eurB} (${fr.eurName}) + ${fr.eurS} = ${fr.eurR} ; USD ${fr.usdB} (${fr.usdName}) + ${fr.usdS} = ${fr.usdR}. Ils courent chaque jour calendaire (ACT/365 pour l'EUR, ACT/360 pour l'USD). Il n'y a aucuns frais de dossier ; le taux et les intérêts sur un jour et sur 30 jours sont affichés avant votre signature.

## Demander et rembourser

Vous saisissez le montant et vos coordonnées, lisez le contrat et signez à l'écran ; la demande est examinée. Les remboursements sont examinés aussi et paient d'abord les intérêts, puis le capital.

## Appels de marge

Vos positions éligibles sont nanties en garantie. Si ce que vous devez dépasse **${fr.maint}** de leur valeur en direct, vous recevez un **appel de marge** et disposez de **${fr.cure} jours ouvrés** pour y remédier, en remboursant ou en ajoutant de la valeur. Sinon, Vela vend des positions nanties au cours du marché, les plus importantes d'abord, seulement quand leur marché est ouvert et le cours récent, jusqu'à ce que votre dette revienne sous ${fr.target} de ce qui reste. Le produit rembourse le prêt ; chaque étape vous est notifiée et enregistrée, et ces opérations portent le type de vente « liquidation de prêt ».

Tant qu'un prêt est en cours, vous ne pouvez pas clôturer une position nantie si cela porte le prêt au-delà de ${fr.maint} de la garantie restante.`,
    },
    es: {
      title: 'Préstamos sobre acciones y llamadas de margen',
      body: `Un préstamo sobre acciones le presta efectivo con la garantía de las acciones que posee.

## Cuánto puede pedir

Su límite es el menor entre el límite de su nivel (${es.capStd}, o ${es.capVip} para los miembros VIP) y el ${es.haircut} del valor en tiempo real de sus posiciones elegibles: posiciones largas a 1× que se liquidan en la divisa del préstamo. Las posiciones apalancadas, cortas y taiwanesas, y las acciones nuevas aún no emitidas, no computan.

## Cuánto cuesta

Los intereses siguen un tipo anual declarado, una referencia más un diferencial: EUR ${es.eurB} (${es.eurName}) + ${es.eurS} = ${es.eurR}; USD ${es.usdB} (${es.usdName}) + ${es.usdS} = ${es.usdR}. Se devengan cada día natural (ACT/365 en EUR, ACT/360 en USD). No hay comisión de apertura; el tipo y los intereses de un día y de 30 días se muestran antes de firmar.

## Solicitar y reembolsar

Introduce el importe y sus datos, lee el contrato y firma en la pantalla; la solicitud se revisa. Los reembolsos también se revisan y pagan primero los intereses y después el principal.

## Llamadas de margen

Sus posiciones elegibles quedan pignoradas como garantía. Si lo que debe supera el **${es.maint}** de su valor en tiempo real, recibe una **llamada de margen** y dispone de **${es.cure} días hábiles** para subsanarla, reembolsando o aportando valor. Si no se subsana a tiempo, Vela vende posiciones pignoradas a precio de mercado, empezando por las mayores, solo con su mercado abierto y una cotización reciente, hasta que lo que debe vuelva a estar dentro del ${es.target} de lo que queda. Lo obtenido reembolsa el préstamo; cada paso se le notifica y queda registrado, y esas operaciones muestran el tipo de venta «liquidación del préstamo».

Mientras haya un préstamo pendiente, no puede cerrar una posición pignorada si eso situara el préstamo por encima del ${es.maint} de la garantía restante.`,
    },
    'zh-Hans': {
      title: '股票质押贷款与追加保证金',
      body: `股票质押贷款以您持有的股票作担保，向您借出现金。

## 可借多少

您的额度为以下两者中的较低者：您所在等级的上限（${hans.capStd}，VIP 会员为 ${hans.capVip}），以及合格持仓实时市值的 ${hans.haircut}。合格持仓指以贷款币种结算的 1 倍杠杆多头持仓。杠杆持仓、空头持仓、台湾股票持仓以及尚未发行的新股均不计入。

## 费用

利息按公开年利率计算，即基准利率加点差：欧元 ${hans.eurB}（${hans.eurName}）+ ${hans.eurS} = ${hans.eurR}；美元 ${hans.usdB}（${hans.usdName}）+ ${hans.usdS} = ${hans.usdR}。按日历日每日计息（欧元 ACT/365，美元 ACT/360）。不收取任何手续费；签署前会显示利率以及一天和 30 天的利息。

## 申请与还款

输入金额和个人资料，阅读协议并在屏幕上签名；申请需经审核。还款同样需经审核，先还利息，再还本金。

## 追加保证金

您的合格持仓会被质押作为担保品。若您的欠款超过其实时市值的 **${hans.maint}**，您会收到**追加保证金通知**，并有 **${hans.cure} 个工作日**通过还款或增加价值予以补足。若未能按时补足，Vela 会按市价卖出质押持仓，从最大的开始，且仅在其市场开市、报价新鲜时进行，直至欠款回到剩余价值的 ${hans.target} 以内。所得款项用于偿还贷款；每一步都会通知您并留有记录，这些交易的卖出类型显示为“贷款强制平仓”。

贷款未结清期间，如平仓某一质押持仓会使贷款超过剩余担保品的 ${hans.maint}，则该持仓不得平仓。`,
    },
    'zh-Hant': {
      title: '股票質押貸款與追繳保證金',
      body: `股票質押貸款以您持有的股票作擔保，向您借出現金。

## 可借多少

您的額度為下列兩者中的較低者：您所屬等級的上限（${hant.capStd}，VIP 會員為 ${hant.capVip}），以及合格持倉即時市值的 ${hant.haircut}。合格持倉指以貸款幣別交割的 1 倍槓桿多頭持倉。槓桿持倉、空頭持倉、台灣股票持倉以及尚未發行的新股均不計入。

## 費用

利息按公開年利率計算，即基準利率加價差：歐元 ${hant.eurB}（${hant.eurName}）+ ${hant.eurS} = ${hant.eurR}；美元 ${hant.usdB}（${hant.usdName}）+ ${hant.usdS} = ${hant.usdR}。按日曆日每日計息（歐元 ACT/365，美元 ACT/360）。不收取任何開辦費；簽署前會顯示利率以及一天與 30 天的利息。

## 申請與還款

輸入金額與個人資料，閱讀合約並在螢幕上簽名；申請需經審核。還款同樣需經審核，先還利息，再還本金。

## 追繳保證金

您的合格持倉會被質押作為擔保品。若您的欠款超過其即時市值的 **${hant.maint}**，您會收到**追繳保證金通知**，並有 **${hant.cure} 個營業日**透過還款或增加價值予以補足。若未能如期補足，Vela 會按市價賣出質押持倉，從最大的開始，且僅在其市場開市、報價即時時進行，直至欠款回到剩餘價值的 ${hant.target} 以內。所得款項用於償還貸款；每一步都會通知您並留有紀錄，這些交易的賣出類型顯示為「貸款強制平倉」。

貸款未結清期間，如平倉某一質押持倉會使貸款超過剩餘擔保品的 ${hant.maint}，則該持倉不得平倉。`,
    },
  };
}

function securityAndPasskeys(): Versions {
  const v = (lang: Lang) => {
    const n = formats(lang);
    return {
      step: n.int(TOTP_STEP_SECONDS),
      codes: n.int(RECOVERY_CODE_COUNT),
      stepUp: n.int(STEP_UP_SECONDS / 60),
      lock: n.int(RECOVERY_WITHDRAWAL_LOCK_HOURS),
    };
  };
  const en = v('en');
  const fr = v('fr');
  const es = v('es');
  const hans = v('zh-Hans');
  const hant = v('zh-Hant');
  return {
    en: {
      title: 'Security, passkeys and scams',
      body: `**Vela staff never ask for your password, a code, a transfer or a fee outside the app**: not by phone, text message, email, chat app or social media. Anyone who does is not Vela, whatever they know about you. The only way to talk to Vela is inside the app.

## Your second factor

- **Passkeys** use your phone's or computer's screen lock (fingerprint, face or PIN). A passkey works only on Vela's own site, so a fake site cannot use it.
- **An authenticator app** shows a 6-digit code that changes every ${en.step} seconds. When you set it up you get ${en.codes} recovery codes: keep them offline; each works once.
- **Two-step sign-in** asks for your second factor after your password.

Set them up in Me → Security.

## When Vela asks again

Withdrawals, new bank cards and addresses, password changes and API tokens ask you to **confirm it's you** with a passkey or a code. One check lasts ${en.stepUp} minutes, on that device only.

## Devices and alerts

Security lists every device signed in to your account: sign out any you do not recognise. You are told at once of a sign-in from a new device.

## Lost every passkey and code?

Ask for a recovery from the sign-in screen. Our team checks it against your verified identity, every device of yours is told, and after approval withdrawals stay closed for ${en.lock} hours.

## Signs of a scam

- Someone asks for a code from your authenticator app, a recovery code or your transaction password.
- Someone asks you to pay a fee, a tax or a deposit to "unlock" a withdrawal or a win.
- A purchase code or an offer arrives from outside the app. Purchase codes are only ever issued inside the app.`,
    },
    fr: {
      title: 'Sécurité, clés d’accès et arnaques',
      body: `**Le personnel de Vela ne vous demande jamais votre mot de passe, un code, un virement ou des frais en dehors de l'application** : ni par téléphone, SMS, e-mail, messagerie ou réseau social. Quiconque le fait n'est pas Vela, quoi qu'il sache de vous. Le seul moyen de parler à Vela se trouve dans l'application.

## Votre second facteur

- **Les clés d'accès** utilisent le verrouillage d'écran de votre téléphone ou ordinateur (empreinte, visage ou code). Une clé d'accès ne fonctionne que sur le site de Vela : un faux site ne peut pas s'en servir.
- **Une application d'authentification** affiche un code à 6 chiffres qui change toutes les ${fr.step} secondes. À sa configuration, vous recevez ${fr.codes} codes de récupération : gardez-les hors ligne ; chacun ne sert qu'une fois.
- **La connexion en deux étapes** demande votre second facteur après votre mot de passe.

Configurez-les dans Moi → Sécurité.

## Quand Vela vous redemande

Les retraits, l'ajout de cartes bancaires et d'adresses, les changements de mot de passe et les jetons d'API vous demandent de **confirmer que c'est vous** avec une clé d'accès ou un code. Une vérification vaut ${fr.stepUp} minutes, sur cet appareil seulement.

## Appareils et alertes

La page Sécurité liste chaque appareil connecté à votre compte : déconnectez ceux que vous ne reconnaissez pas. Vous êtes prévenu aussitôt d'une connexion depuis un nouvel appareil.

## Vous avez perdu toutes vos clés et tous vos codes ?

Demandez une récupération depuis l'écran de connexion. Notre équipe la vérifie grâce à votre identité vérifiée, chacun de vos appareils est prévenu, et après approbation les retraits restent fermés pendant ${fr.lock} heures.

## Signes d'une arnaque

- Quelqu'un vous demande un code de votre application d'authentification, un code de récupération ou votre mot de passe de transaction.
- Quelqu'un vous demande de payer des frais, une taxe ou un dépôt pour « débloquer » un retrait ou un gain.
- Un code d'achat ou une offre vous parvient hors de l'application. Les codes d'achat ne sont délivrés que dans l'application.`,
    },
    es: {
      title: 'Seguridad, llaves de acceso y estafas',
      body: `**El personal de Vela nunca le pide su contraseña, un código, una transferencia ni una comisión fuera de la app**: ni por teléfono, SMS, correo electrónico, aplicaciones de mensajería ni redes sociales. Quien lo haga no es Vela, sepa lo que sepa de usted. La única forma de hablar con Vela está dentro de la app.

## Su segundo factor

- **Las llaves de acceso** usan el bloqueo de pantalla de su móvil u ordenador (huella, cara o PIN). Una llave de acceso solo funciona en el sitio de Vela, así que un sitio falso no puede usarla.
- **Una app de autenticación** muestra un código de 6 cifras que cambia cada ${es.step} segundos. Al configurarla recibe ${es.codes} códigos de recuperación: guárdelos sin conexión; cada uno sirve una sola vez.
- **El inicio de sesión en dos pasos** pide su segundo factor después de su contraseña.

Configúrelos en Yo → Seguridad.

## Cuándo Vela vuelve a preguntar

Las retiradas, las nuevas tarjetas bancarias y direcciones, los cambios de contraseña y los tokens de API le piden **confirmar que es usted** con una llave de acceso o un código. Cada comprobación vale ${es.stepUp} minutos, solo en ese dispositivo.

## Dispositivos y avisos

Seguridad muestra cada dispositivo con sesión iniciada en su cuenta: cierre la sesión de los que no reconozca. Se le avisa al momento de un inicio de sesión desde un dispositivo nuevo.

## ¿Ha perdido todas sus llaves y códigos?

Pida una recuperación desde la pantalla de inicio de sesión. Nuestro equipo la comprueba con su identidad verificada, se avisa a todos sus dispositivos y, tras la aprobación, las retiradas quedan cerradas durante ${es.lock} horas.

## Señales de una estafa

- Alguien le pide un código de su app de autenticación, un código de recuperación o su contraseña de transacción.
- Alguien le pide pagar una comisión, un impuesto o un depósito para «desbloquear» una retirada o un premio.
- Le llega un código de compra o una oferta desde fuera de la app. Los códigos de compra solo se emiten dentro de la app.`,
    },
    'zh-Hans': {
      title: '安全、通行密钥与防骗',
      body: `**Vela 工作人员绝不会在应用以外向您索要密码、验证码、转账或任何费用**：无论是电话、短信、电子邮件、聊天软件还是社交媒体。这样做的人都不是 Vela，无论他们对您了解多少。与 Vela 联系的唯一渠道就在应用内。

## 您的第二重验证

- **通行密钥**使用手机或电脑的屏幕锁（指纹、面容或 PIN 码）。通行密钥只能在 Vela 自己的网站上使用，仿冒网站无法利用它。
- **身份验证器应用**显示每 ${hans.step} 秒更换一次的 6 位验证码。设置时您会获得 ${hans.codes} 个恢复码：请离线保存；每个只能使用一次。
- **两步登录**会在输入密码后要求第二重验证。

请在“我的 → 安全”中设置。

## Vela 何时会再次验证

提现、添加银行卡和地址、修改密码以及创建 API 令牌时，需要用通行密钥或验证码**确认是您本人**。每次验证有效 ${hans.stepUp} 分钟，仅限该设备。

## 设备与提醒

“安全”页面列出登录您账户的所有设备：如有不认识的设备，请将其退出登录。新设备登录时，您会立即收到通知。

## 所有通行密钥和验证码都丢失了？

请在登录页面申请恢复。我们的团队会根据您已验证的身份进行核实，您的所有设备都会收到通知；获批后，提现将关闭 ${hans.lock} 小时。

## 诈骗迹象

- 有人向您索要身份验证器应用的验证码、恢复码或交易密码。
- 有人要求您支付手续费、税款或保证金来“解冻”提现或中签款项。
- 认购码或投资邀约来自应用以外。认购码只会在应用内发放。`,
    },
    'zh-Hant': {
      title: '安全、密碼金鑰與防詐騙',
      body: `**Vela 人員絕不會在應用程式以外向您索取密碼、驗證碼、轉帳或任何費用**：無論是電話、簡訊、電子郵件、通訊軟體還是社群媒體。這樣做的人都不是 Vela，無論他們對您了解多少。與 Vela 聯繫的唯一管道就在應用程式內。

## 您的第二重驗證

- **密碼金鑰**使用手機或電腦的螢幕鎖（指紋、臉部或 PIN 碼）。密碼金鑰只能在 Vela 自己的網站上使用，仿冒網站無法利用它。
- **驗證器應用程式**顯示每 ${hant.step} 秒更換一次的 6 位數驗證碼。設定時您會取得 ${hant.codes} 組復原碼：請離線保存；每組只能使用一次。
- **兩步驟登入**會在輸入密碼後要求第二重驗證。

請在「我的 → 安全」中設定。

## Vela 何時會再次驗證

出金、新增銀行卡與地址、變更密碼以及建立 API 權杖時，需要以密碼金鑰或驗證碼**確認是您本人**。每次驗證有效 ${hant.stepUp} 分鐘，僅限該裝置。

## 裝置與提醒

「安全」頁面列出登入您帳戶的所有裝置：如有不認識的裝置，請將其登出。新裝置登入時，您會立即收到通知。

## 所有密碼金鑰與驗證碼都遺失了？

請在登入頁面申請復原。我們的團隊會根據您已驗證的身分進行核實，您的所有裝置都會收到通知；獲准後，出金將關閉 ${hant.lock} 小時。

## 詐騙跡象

- 有人向您索取驗證器應用程式的驗證碼、復原碼或交易密碼。
- 有人要求您支付手續費、稅款或保證金來「解凍」出金或中籤款項。
- 認購碼或投資邀約來自應用程式以外。認購碼只會在應用程式內發放。`,
    },
  };
}

/** The six articles, in the order they are created (readers see them by title). */
export function helpArticles(f: HelpFacts): ReadonlyArray<{ slug: HelpSlug; versions: Versions }> {
  return [
    { slug: 'fees-and-charges', versions: feesAndCharges(f) },
    { slug: 'how-the-draw-works', versions: howTheDrawWorks() },
    { slug: 'withdrawals-and-fees', versions: withdrawalsAndFees(f) },
    { slug: 'strategy-rules', versions: strategyRules() },
    { slug: 'loans-and-margin-calls', versions: loansAndMarginCalls() },
    { slug: 'security-and-passkeys', versions: securityAndPasskeys() },
  ];
}

/**
 * Publishes the help articles once: when no help article was ever created (so an ops user deleting or
 * rewriting one does not see it come back on a restart). A database seeded before the help centre
 * existed gets them on its next start.
 */
export async function seedHelpArticles(ds: DataSource, services: Services, ops: User): Promise<boolean> {
  const ever: unknown[] = await ds.query(
    `SELECT 1 FROM content_items WHERE kind = 'help'
     UNION ALL SELECT 1 FROM audit_log WHERE action = 'content.created' AND target_type = 'content.help' LIMIT 1`,
  );
  if (ever.length > 0) return false;
  const now = services.content.now();
  const facts = helpFacts(now.toISOString().slice(0, 10), services.funding.fees);
  for (const article of helpArticles(facts)) {
    const translations = (Object.entries(article.versions) as Array<[Lang, { title: string; body: string }]>).map(([lang, v]) => ({
      lang,
      title: v.title,
      body: v.body,
    }));
    await services.content.create(
      { user: ops, ip: null },
      ContentKind.HELP,
      { translations, pinned: false, link: null, imageUploadId: null, slug: article.slug },
      new Date(now.getTime() - 60 * 60_000),
    );
  }
  return true;
}
