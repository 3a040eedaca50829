import type Decimal from 'decimal.js';
import { CURE_BUSINESS_DAYS, HAIRCUT, LOAN_RATES, MAINTENANCE_LTV, TIER_CAP_EUR, agreementHash } from './loan-rules';

// The stock-backed loan agreement, in full, as the user reads it before signing. Its SHA-256 is stored
// with the signature; a changed text is a new version and a new hash.

export const AGREEMENT_VERSION = '2026-11.1';

const pct = (d: Decimal) => `${d.times(100).toFixed()} %`;
const pctFr = (d: Decimal) => pct(d).replace('.', ',');
/** Chinese writes the sign right after the figure: "60%". */
const pctZh = (d: Decimal) => `${d.times(100).toFixed()}%`;
/** Spanish writes percentages with a decimal comma, as French does ("2,5 %"). */
const pctEs = pctFr;
/** Whole amounts with thousands separators ("500,000"; "500 000" in French; "500.000" in Spanish). */
const group = (d: Decimal, sep: string) => d.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

function english(): string {
  const eur = LOAN_RATES.EUR;
  const usd = LOAN_RATES.USD;
  return [
    `Vela stock-backed loan agreement (version ${AGREEMENT_VERSION})`,
    '',
    '1. Parties. This agreement is between you (the borrower) and Vela (the lender). It applies to every loan you apply for in the app while this version is in force.',
    `2. Credit limit. You may borrow up to the lower of your tier cap (EUR ${group(TIER_CAP_EUR.standard, ',')} standard, EUR ${group(TIER_CAP_EUR.vip, ',')} VIP; the same figures converted at the server's configured rate for USD loans) and ${pct(HAIRCUT)} of the live market value of your eligible positions (long, 1× leverage, settling in the loan's currency). Leveraged and short positions and unissued new stock count for nothing. The limit moves with live quotes; a stale quote values nothing.`,
    '3. Application and review. Each application is reviewed. If approved, the amount is credited to your available balance through the ledger and your eligible positions in that currency are pledged as collateral. If refused, you are told why.',
    `4. Interest. Interest is charged at the annual rate shown before you confirm: benchmark plus spread (EUR: ${eur.benchmarkName} ${pct(eur.benchmark)} + ${pct(eur.spread)}; USD: ${usd.benchmarkName} ${pct(usd.benchmark)} + ${pct(usd.spread)}). It accrues every calendar day on the principal outstanding, ACT/365 for EUR and ACT/360 for USD, rounded down to the cent with the remainder carried, and is added to the pending repayment amount. There is no other fee.`,
    '5. Repayment. You may repay at any time, in part or in full, from your available balance. Repayments are applied to interest first, then principal, after review. With nothing owed, no repayment is taken.',
    `6. Collateral and maintenance. While a loan is outstanding, a pledged position cannot be closed if closing it would take the loan above ${pct(MAINTENANCE_LTV)} of the value of the remaining pledged positions. If the amount owed exceeds ${pct(MAINTENANCE_LTV)} of the pledged collateral's live value, you receive a margin call and have ${CURE_BUSINESS_DAYS} business days to cure it by repaying or adding value.`,
    '7. Liquidation. If a margin call is not cured in time, Vela sells pledged positions at the market quote while their market is open (selling type "loan liquidation") until the loan is back within its limit, applies the proceeds to what you owe, notifies you and records every step. Nothing is sold on a stale quote.',
    '8. No other charges. Vela never asks for a fee, a deposit or a code from outside the app to disburse, repay or release collateral. Withdrawals are never conditional on a loan.',
    '9. Risks. Borrowing against investments increases risk: a fall in prices can lead to a margin call and the sale of your positions at a loss. Past performance is not a reliable indicator of future results.',
    '10. Signature. By ticking "I have read and agree" and drawing your signature, you sign this version. Your signature image is stored encrypted with the SHA-256 hash of this text and the time of signing.',
  ].join('\n');
}

function french(): string {
  const eur = LOAN_RATES.EUR;
  const usd = LOAN_RATES.USD;
  return [
    `Contrat de prêt garanti par titres Vela (version ${AGREEMENT_VERSION})`,
    '',
    "1. Parties. Ce contrat lie vous (l'emprunteur) et Vela (le prêteur). Il s'applique à chaque prêt demandé dans l'application tant que cette version est en vigueur.",
    `2. Plafond de crédit. Vous pouvez emprunter jusqu'au plus bas entre le plafond de votre niveau (${group(TIER_CAP_EUR.standard, '\u202f')} EUR standard, ${group(TIER_CAP_EUR.vip, '\u202f')} EUR VIP ; les mêmes montants convertis au taux configuré du serveur pour les prêts en USD) et ${pctFr(HAIRCUT)} de la valeur de marché en direct de vos positions éligibles (acheteuses, effet de levier 1×, réglées dans la devise du prêt). Les positions à effet de levier, vendeuses et les titres nouveaux non émis ne comptent pas. Le plafond suit les cours en direct ; un cours périmé ne valorise rien.`,
    '3. Demande et examen. Chaque demande est examinée. Si elle est approuvée, le montant est crédité sur votre solde disponible via le grand livre et vos positions éligibles dans cette devise sont nanties en garantie. Si elle est refusée, le motif vous est indiqué.',
    `4. Intérêts. Les intérêts sont facturés au taux annuel affiché avant confirmation : taux de référence plus marge (EUR : ${eur.benchmarkName} ${pctFr(eur.benchmark)} + ${pctFr(eur.spread)} ; USD : ${usd.benchmarkName} ${pctFr(usd.benchmark)} + ${pctFr(usd.spread)}). Ils courent chaque jour calendaire sur le capital restant dû, base ACT/365 pour l'EUR et ACT/360 pour l'USD, arrondis au centime inférieur avec report du reste, et s'ajoutent au montant à rembourser. Aucun autre frais.`,
    "5. Remboursement. Vous pouvez rembourser à tout moment, en partie ou en totalité, depuis votre solde disponible. Les remboursements s'imputent d'abord sur les intérêts, puis sur le capital, après examen. Si rien n'est dû, aucun remboursement n'est prélevé.",
    `6. Garantie et maintien. Tant qu'un prêt est en cours, une position nantie ne peut être clôturée si cela porte le prêt au-delà de ${pctFr(MAINTENANCE_LTV)} de la valeur des positions nanties restantes. Si le montant dû dépasse ${pctFr(MAINTENANCE_LTV)} de la valeur en direct de la garantie, vous recevez un appel de marge et disposez de ${CURE_BUSINESS_DAYS} jours ouvrés pour y remédier en remboursant ou en ajoutant de la valeur.`,
    "7. Liquidation. Si un appel de marge n'est pas régularisé à temps, Vela vend des positions nanties au cours du marché pendant les heures d'ouverture (type de vente « liquidation de prêt ») jusqu'au retour du prêt dans sa limite, impute le produit sur votre dette, vous en informe et consigne chaque étape. Rien n'est vendu sur un cours périmé.",
    "8. Aucun autre frais. Vela ne demande jamais de frais, de dépôt ni de code extérieur à l'application pour verser, rembourser ou libérer une garantie. Les retraits ne dépendent jamais d'un prêt.",
    '9. Risques. Emprunter sur des placements augmente le risque : une baisse des cours peut entraîner un appel de marge et la vente de vos positions à perte. Les performances passées ne préjugent pas des performances futures.',
    `10. Signature. En cochant « J'ai lu et j'accepte » et en dessinant votre signature, vous signez cette version. L'image de votre signature est conservée chiffrée avec l'empreinte SHA-256 de ce texte et l'heure de signature.`,
  ].join('\n');
}

function spanish(): string {
  const eur = LOAN_RATES.EUR;
  const usd = LOAN_RATES.USD;
  return [
    `Contrato de préstamo con garantía de valores de Vela (versión ${AGREEMENT_VERSION})`,
    '',
    '1. Partes. El presente contrato se celebra entre usted (el prestatario) y Vela (el prestamista). Se aplica a cada préstamo que solicite en la aplicación mientras esta versión esté en vigor.',
    `2. Límite de crédito. Puede tomar prestado hasta el menor de estos dos importes: el límite de su nivel (${group(TIER_CAP_EUR.standard, '.')} EUR estándar, ${group(TIER_CAP_EUR.vip, '.')} EUR VIP; las mismas cifras convertidas al tipo de cambio configurado en el servidor para los préstamos en USD) y el ${pctEs(HAIRCUT)} del valor de mercado en tiempo real de sus posiciones elegibles (largas, apalancamiento 1×, liquidadas en la divisa del préstamo). Las posiciones apalancadas y cortas y las acciones nuevas aún no emitidas no computan. El límite varía con las cotizaciones en tiempo real; una cotización desfasada no aporta valor alguno.`,
    '3. Solicitud y revisión. Cada solicitud se revisa. Si se aprueba, el importe se abona en su saldo disponible a través del libro mayor y sus posiciones elegibles en esa divisa quedan pignoradas en garantía. Si se rechaza, se le indica el motivo.',
    `4. Intereses. Los intereses se cobran al tipo anual mostrado antes de su confirmación: tipo de referencia más diferencial (EUR: ${eur.benchmarkName} ${pctEs(eur.benchmark)} + ${pctEs(eur.spread)}; USD: ${usd.benchmarkName} ${pctEs(usd.benchmark)} + ${pctEs(usd.spread)}). Se devengan cada día natural sobre el capital pendiente, con base ACT/365 para el EUR y ACT/360 para el USD, redondeados a la baja al céntimo con traslado del resto, y se suman al importe pendiente de reembolso. No existe ninguna otra comisión.`,
    '5. Reembolso. Puede reembolsar en cualquier momento, total o parcialmente, con cargo a su saldo disponible. Los reembolsos se imputan primero a los intereses y después al capital, tras su revisión. Si no se adeuda nada, no se efectúa ningún reembolso.',
    `6. Garantía y mantenimiento. Mientras un préstamo esté pendiente, no podrá cerrarse una posición pignorada si su cierre situara el préstamo por encima del ${pctEs(MAINTENANCE_LTV)} del valor de las posiciones pignoradas restantes. Si el importe adeudado supera el ${pctEs(MAINTENANCE_LTV)} del valor en tiempo real de la garantía pignorada, recibirá una llamada de margen y dispondrá de ${CURE_BUSINESS_DAYS} días hábiles para subsanarla mediante un reembolso o la aportación de valor.`,
    '7. Liquidación. Si una llamada de margen no se subsana a tiempo, Vela vende posiciones pignoradas a la cotización de mercado mientras su mercado está abierto (tipo de venta «liquidación de préstamo») hasta que el préstamo vuelve a situarse dentro de su límite, imputa el producto a lo que usted adeuda, se lo notifica y registra cada paso. Nada se vende con una cotización desfasada.',
    '8. Ningún otro cargo. Vela nunca le pide una comisión, un depósito ni un código ajeno a la aplicación para desembolsar, reembolsar o liberar una garantía. Los retiros nunca están condicionados a un préstamo.',
    '9. Riesgos. Endeudarse con la garantía de sus inversiones aumenta el riesgo: una caída de los precios puede dar lugar a una llamada de margen y a la venta de sus posiciones con pérdidas. Las rentabilidades pasadas no son un indicador fiable de las rentabilidades futuras.',
    '10. Firma. Al marcar «He leído y acepto» y dibujar su firma, usted firma esta versión. La imagen de su firma se conserva cifrada junto con la huella SHA-256 de este texto y la hora de la firma.',
  ].join('\n');
}

function chineseSimplified(): string {
  const eur = LOAN_RATES.EUR;
  const usd = LOAN_RATES.USD;
  return [
    `Vela 股票质押贷款协议（版本 ${AGREEMENT_VERSION}）`,
    '',
    '1. 协议双方。本协议由您（借款人）与 Vela（贷款人）订立，适用于本版本有效期间您在应用内申请的每一笔贷款。',
    `2. 信用额度。您的借款上限为以下两者中的较低者：您所在等级的上限（标准 EUR ${group(TIER_CAP_EUR.standard, ',')}，VIP EUR ${group(TIER_CAP_EUR.vip, ',')}；美元贷款则为上述金额按服务器配置的汇率折算后的数额），以及您合格持仓（多头、1 倍杠杆、以贷款币种结算）实时市值的 ${pctZh(HAIRCUT)}。杠杆持仓、空头持仓及尚未发行的新股均不计入。额度随实时报价变动；过期报价不计任何价值。`,
    '3. 申请与审核。每笔申请均须经过审核。审核通过的，款项将通过账本记入您的可用余额，您在该币种的合格持仓将被质押作为担保。审核未通过的，将告知您理由。',
    `4. 利息。利息按您确认前所显示的年利率计收：基准利率加利差（EUR：${eur.benchmarkName} ${pctZh(eur.benchmark)} + ${pctZh(eur.spread)}；USD：${usd.benchmarkName} ${pctZh(usd.benchmark)} + ${pctZh(usd.spread)}）。利息按未偿本金逐个日历日计提，EUR 按 ACT/365、USD 按 ACT/360 计算，向下取整至分，余数结转，并计入待还金额。除此之外不收取任何其他费用。`,
    '5. 还款。您可随时以可用余额偿还部分或全部款项。还款经审核后先偿还利息，再偿还本金。如无欠款，则不扣取任何还款。',
    `6. 担保与维持。贷款未结清期间，如平仓某一质押持仓将导致贷款超过剩余质押持仓价值的 ${pctZh(MAINTENANCE_LTV)}，则该持仓不得平仓。如欠款金额超过质押抵押品实时价值的 ${pctZh(MAINTENANCE_LTV)}，您将收到追加保证金通知，并须在 ${CURE_BUSINESS_DAYS} 个工作日内通过还款或增加价值予以补足。`,
    '7. 强制平仓。如追加保证金通知未能按时补足，Vela 将在相关市场开市期间按市场报价卖出质押持仓（卖出类型“贷款平仓”），直至贷款回到其额度以内，将所得款项用于偿还您的欠款，通知您并记录每一个步骤。不会以过期报价卖出任何持仓。',
    '8. 无其他收费。Vela 绝不会为放款、还款或解除担保而要求您支付任何费用、缴纳任何押金或提供任何来自应用之外的验证码。提现从不以贷款为条件。',
    '9. 风险。以投资作担保借款会增加风险：价格下跌可能引发追加保证金通知，并导致您的持仓被亏损卖出。过往业绩并非未来表现的可靠指标。',
    '10. 签署。勾选“我已阅读并同意”并手绘签名，即表示您签署本版本。您的签名图像将加密保存，并附带本文本的 SHA-256 哈希值及签署时间。',
  ].join('\n');
}

function chineseTraditional(): string {
  const eur = LOAN_RATES.EUR;
  const usd = LOAN_RATES.USD;
  return [
    `Vela 股票質押貸款協議（版本 ${AGREEMENT_VERSION}）`,
    '',
    '1. 協議當事人。本協議由您（借款人）與 Vela（貸款人）訂立，適用於本版本有效期間您於應用程式內申請的每一筆貸款。',
    `2. 信用額度。您的借款上限為下列兩者中的較低者：您所屬等級的上限（標準 EUR ${group(TIER_CAP_EUR.standard, ',')}，VIP EUR ${group(TIER_CAP_EUR.vip, ',')}；美元貸款則為上述金額按伺服器設定的匯率換算後的數額），以及您合格持倉（多頭、1 倍槓桿、以貸款幣別交割）即時市值的 ${pctZh(HAIRCUT)}。槓桿持倉、空頭持倉及尚未發行的新股均不計入。額度隨即時報價變動；過期報價不計任何價值。`,
    '3. 申請與審核。每筆申請均須經過審核。審核通過者，款項將透過帳本撥入您的可用餘額，您於該幣別的合格持倉將被質押作為擔保。審核未通過者，將告知您理由。',
    `4. 利息。利息按您確認前所顯示的年利率計收：基準利率加利差（EUR：${eur.benchmarkName} ${pctZh(eur.benchmark)} + ${pctZh(eur.spread)}；USD：${usd.benchmarkName} ${pctZh(usd.benchmark)} + ${pctZh(usd.spread)}）。利息按未償本金逐個日曆日計提，EUR 按 ACT/365、USD 按 ACT/360 計算，無條件捨去至分，餘數結轉，並計入待還金額。除此之外不收取任何其他費用。`,
    '5. 還款。您可隨時以可用餘額償還部分或全部款項。還款經審核後先償還利息，再償還本金。如無欠款，則不扣取任何還款。',
    `6. 擔保與維持。貸款未結清期間，如平倉某一質押持倉將導致貸款超過剩餘質押持倉價值的 ${pctZh(MAINTENANCE_LTV)}，則該持倉不得平倉。如欠款金額超過質押擔保品即時價值的 ${pctZh(MAINTENANCE_LTV)}，您將收到追繳保證金通知，並須於 ${CURE_BUSINESS_DAYS} 個營業日內透過還款或增加價值予以補足。`,
    '7. 強制平倉。如追繳保證金通知未能按時補足，Vela 將於相關市場開盤期間按市場報價賣出質押持倉（賣出類型「貸款斷頭」），直至貸款回到其額度以內，將所得款項用於償還您的欠款，通知您並記錄每一個步驟。不會以過期報價賣出任何持倉。',
    '8. 無其他收費。Vela 絕不會為撥款、還款或解除擔保而要求您支付任何費用、繳交任何押金或提供任何來自應用程式以外的驗證碼。提領從不以貸款為條件。',
    '9. 風險。以投資作擔保借款會增加風險：價格下跌可能引發追繳保證金通知，並導致您的持倉遭虧損賣出。過往績效並非未來表現的可靠指標。',
    '10. 簽署。勾選「我已閱讀並同意」並手繪簽名，即表示您簽署本版本。您的簽名影像將加密保存，並附帶本文字的 SHA-256 雜湊值及簽署時間。',
  ].join('\n');
}

const TEXTS: Record<string, string> = {
  en: english(),
  fr: french(),
  es: spanish(),
  'zh-Hans': chineseSimplified(),
  'zh-Hant': chineseTraditional(),
};

/** The agreement in the reader's language (en, fr, es, zh-Hans or zh-Hant; English for any other), with its hash. */
export function loanAgreement(lang: string | null | undefined): { version: string; language: string; text: string; hash: string } {
  const language = lang && TEXTS[lang] ? lang : 'en';
  const text = TEXTS[language];
  return { version: AGREEMENT_VERSION, language, text, hash: agreementHash(text) };
}

/** Whether a hash is that of a current text of the agreement (in any language). */
export function isCurrentAgreement(hash: string): boolean {
  return Object.values(TEXTS).some((t) => agreementHash(t) === hash);
}
