import type { DataSource } from 'typeorm';
import type { Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';
import { ContentItem } from '../modules/content/content.entity';
import { ContentKind } from '../modules/content/content.types';
import { bannerImage } from './content-images';
import { seedHelpArticles } from './help-articles';

/**
 * Demo news, notices and banners in the five languages, written as a careful brokerage would: facts
 * about the markets Vela covers and how the app works, no forecasts and no promises of return.
 * Seeded once (when there is no content yet), through the content service, so every body is rendered
 * and sanitised like ops' own and each item is audited.
 */

type Lang = 'en' | 'fr' | 'es' | 'zh-Hans' | 'zh-Hant';
type Versions = Record<Lang, { title: string; body: string }>;

interface SeedItem {
  kind: ContentKind;
  /** Published this long before the seed ran. */
  hoursAgo: number;
  pinned?: boolean;
  link?: string;
  versions: Versions;
}

const HOUR = 3_600_000;

export const SEED_CONTENT: readonly SeedItem[] = [
  // ---- news ----
  {
    kind: ContentKind.NEWS,
    hoursAgo: 3,
    versions: {
      en: {
        title: 'US markets: Thanksgiving closure and a half-day session',
        body: `US exchanges are **closed on Thursday 26 November** for Thanksgiving and close early, at **13:00 New York time**, on Friday 27 November.

- Market orders on US stocks are refused while the market is closed.
- Limit orders stay pending and can fill when trading resumes.
- Spanish and Taiwan stocks and gold keep their usual hours.

Trading hours for every market are on each stock's detail page.`,
      },
      fr: {
        title: 'Marchés américains : fermeture de Thanksgiving et séance écourtée',
        body: `Les bourses américaines sont **fermées le jeudi 26 novembre** pour Thanksgiving et ferment plus tôt, à **13 h, heure de New York**, le vendredi 27 novembre.

- Les ordres au marché sur les actions américaines sont refusés tant que le marché est fermé.
- Les ordres à cours limité restent en attente et peuvent être exécutés à la reprise.
- Les actions espagnoles et taïwanaises ainsi que l'or gardent leurs horaires habituels.

Les horaires de chaque marché figurent sur la fiche de chaque action.`,
      },
      es: {
        title: 'Mercados de EE. UU.: cierre por Acción de Gracias y media sesión',
        body: `Las bolsas de EE. UU. **cierran el jueves 26 de noviembre** por Acción de Gracias y cierran antes, a las **13:00 hora de Nueva York**, el viernes 27 de noviembre.

- Las órdenes a mercado sobre acciones de EE. UU. se rechazan mientras el mercado está cerrado.
- Las órdenes limitadas quedan pendientes y pueden ejecutarse cuando se reanude la negociación.
- Las acciones españolas y taiwanesas y el oro mantienen su horario habitual.

El horario de cada mercado figura en la ficha de cada valor.`,
      },
      'zh-Hans': {
        title: '美股：感恩节休市及半日交易',
        body: `美国交易所于 **11 月 26 日（星期四）感恩节休市**，11 月 27 日（星期五）提前于**纽约时间 13:00** 收市。

- 休市期间，美股市价单将被拒绝。
- 限价单保持挂单状态，可在恢复交易后成交。
- 西班牙股票、台湾股票及黄金交易时间不变。

各市场的交易时间请见个股详情页。`,
      },
      'zh-Hant': {
        title: '美股：感恩節休市及半日交易',
        body: `美國交易所於 **11 月 26 日（星期四）感恩節休市**，11 月 27 日（星期五）提前於**紐約時間 13:00** 收市。

- 休市期間，美股市價單將被拒絕。
- 限價單維持掛單狀態，可於恢復交易後成交。
- 西班牙股票、台灣股票及黃金交易時間不變。

各市場的交易時間請見個股詳情頁。`,
      },
    },
  },
  {
    kind: ContentKind.NEWS,
    hoursAgo: 20,
    versions: {
      en: {
        title: 'Gold: what usually moves the price',
        body: `Gold trades almost around the clock, from Sunday evening to Friday afternoon New York time, with a daily one-hour break.

Analysts commonly watch a few drivers:

1. **Real interest rates** – gold pays no interest, so higher real yields raise the cost of holding it.
2. **The US dollar** – gold is priced in dollars; a stronger dollar makes it dearer for other buyers.
3. **Central-bank purchases** and demand for jewellery and bars.
4. **Risk sentiment** in periods of market stress.

None of these says where the price goes next. Leveraged gold positions can lose more quickly than unleveraged ones: check the margin and stop-out price shown before you confirm.`,
      },
      fr: {
        title: 'Or : ce qui fait habituellement bouger le cours',
        body: `L'or se négocie presque en continu, du dimanche soir au vendredi après-midi (heure de New York), avec une pause d'une heure par jour.

Les analystes suivent généralement quelques facteurs :

1. **Les taux d'intérêt réels** – l'or ne rapporte pas d'intérêts ; des rendements réels plus élevés rendent sa détention plus coûteuse.
2. **Le dollar américain** – l'or est coté en dollars ; un dollar plus fort le renchérit pour les autres acheteurs.
3. **Les achats des banques centrales** et la demande de bijoux et de lingots.
4. **L'aversion au risque** lors des périodes de tension.

Aucun de ces facteurs n'indique la direction future du cours. Une position à effet de levier sur l'or peut perdre plus vite qu'une position sans levier : vérifiez la marge et le seuil de clôture forcée affichés avant de confirmer.`,
      },
      es: {
        title: 'Oro: qué suele mover el precio',
        body: `El oro cotiza casi sin pausa, desde el domingo por la tarde hasta el viernes por la tarde (hora de Nueva York), con una hora de descanso diaria.

Los analistas suelen seguir algunos factores:

1. **Los tipos de interés reales**: el oro no paga intereses, así que unos rendimientos reales más altos encarecen mantenerlo.
2. **El dólar estadounidense**: el oro cotiza en dólares; un dólar más fuerte lo encarece para otros compradores.
3. **Las compras de los bancos centrales** y la demanda de joyería y lingotes.
4. **El apetito por el riesgo** en momentos de tensión.

Ninguno de ellos indica hacia dónde irá el precio. Una posición apalancada en oro puede perder más rápido que una sin apalancamiento: revise el margen y el precio de cierre forzoso que se muestran antes de confirmar.`,
      },
      'zh-Hans': {
        title: '黄金：通常是什么在推动金价',
        body: `黄金几乎全天候交易，从纽约时间周日傍晚至周五下午，每日休市一小时。

分析人士通常关注以下因素：

1. **实际利率**——黄金不产生利息，实际收益率上升会提高持有黄金的成本。
2. **美元**——黄金以美元计价，美元走强会令其他买家的购买成本上升。
3. **央行购金**以及首饰和金条需求。
4. 市场紧张时期的**避险情绪**。

这些因素都无法说明金价下一步的走向。带杠杆的黄金持仓亏损可能比不带杠杆的更快：确认前请查看页面显示的保证金和强制平仓价。`,
      },
      'zh-Hant': {
        title: '黃金：通常是什麼在推動金價',
        body: `黃金幾乎全天候交易，從紐約時間週日傍晚至週五下午，每日休市一小時。

分析人士通常關注以下因素：

1. **實質利率**——黃金不產生利息，實質殖利率上升會提高持有黃金的成本。
2. **美元**——黃金以美元計價，美元走強會令其他買家的購買成本上升。
3. **央行購金**以及首飾和金條需求。
4. 市場緊張時期的**避險情緒**。

這些因素都無法說明金價下一步的走向。帶槓桿的黃金部位虧損可能比不帶槓桿的更快：確認前請查看頁面顯示的保證金和強制平倉價。`,
      },
    },
  },
  {
    kind: ContentKind.NEWS,
    hoursAgo: 46,
    versions: {
      en: {
        title: 'IBEX 35: the December review of the index',
        body: `The IBEX 35 groups the 35 most liquid companies listed on the Spanish stock exchange. Its technical advisory committee reviews the membership twice a year, in June and in December; changes take effect after the third Friday of the month.

What a review means for you:

- Your positions are not changed by an index review.
- A company leaving the index can still be traded on Vela while it stays listed.
- Spain's financial transaction tax (0.2%) applies to buys of companies worth more than €1 billion, inside or outside the index, and is shown before you confirm.

Spanish shares trade from 09:00 to 17:30 Madrid time.`,
      },
      fr: {
        title: 'IBEX 35 : la révision de décembre de l’indice',
        body: `L'IBEX 35 regroupe les 35 sociétés les plus liquides de la bourse espagnole. Son comité consultatif technique revoit sa composition deux fois par an, en juin et en décembre ; les changements prennent effet après le troisième vendredi du mois.

Ce qu'une révision signifie pour vous :

- Vos positions ne sont pas modifiées par une révision de l'indice.
- Une société qui quitte l'indice reste négociable sur Vela tant qu'elle est cotée.
- La taxe espagnole sur les transactions financières (0,2 %) s'applique aux achats de sociétés valant plus d'un milliard d'euros, dans l'indice ou non, et elle est affichée avant confirmation.

Les actions espagnoles se négocient de 9 h à 17 h 30, heure de Madrid.`,
      },
      es: {
        title: 'IBEX 35: la revisión de diciembre del índice',
        body: `El IBEX 35 reúne a las 35 compañías más líquidas de la bolsa española. Su comité asesor técnico revisa la composición dos veces al año, en junio y en diciembre; los cambios entran en vigor tras el tercer viernes del mes.

Qué supone una revisión para usted:

- Sus posiciones no cambian por una revisión del índice.
- Una compañía que sale del índice sigue pudiendo negociarse en Vela mientras cotice.
- El impuesto español sobre las transacciones financieras (0,2 %) se aplica a las compras de compañías de más de 1.000 millones de euros, estén o no en el índice, y se muestra antes de confirmar.

Las acciones españolas cotizan de 09:00 a 17:30, hora de Madrid.`,
      },
      'zh-Hans': {
        title: 'IBEX 35：指数的十二月调整',
        body: `IBEX 35 由西班牙证券交易所流动性最高的 35 家公司组成。其技术咨询委员会每年六月和十二月两次审议成分股，调整于当月第三个星期五之后生效。

指数调整对您意味着：

- 指数调整不会改变您的持仓。
- 被调出指数的公司只要仍然上市，仍可在 Vela 交易。
- 西班牙金融交易税（0.2%）适用于买入市值超过 10 亿欧元的公司，无论是否为成分股，并在确认前显示。

西班牙股票交易时间为马德里时间 09:00 至 17:30。`,
      },
      'zh-Hant': {
        title: 'IBEX 35：指數的十二月調整',
        body: `IBEX 35 由西班牙證券交易所流動性最高的 35 家公司組成。其技術諮詢委員會每年六月和十二月兩次審議成分股，調整於當月第三個星期五之後生效。

指數調整對您代表：

- 指數調整不會改變您的部位。
- 被調出指數的公司只要仍然上市，仍可在 Vela 交易。
- 西班牙金融交易稅（0.2%）適用於買入市值超過 10 億歐元的公司，無論是否為成分股，並在確認前顯示。

西班牙股票交易時間為馬德里時間 09:00 至 17:30。`,
      },
    },
  },
  {
    kind: ContentKind.NEWS,
    hoursAgo: 70,
    versions: {
      en: {
        title: 'Taiwan stocks: lots, daily limits and the transaction tax',
        body: `The Taiwan Stock Exchange trades from **09:00 to 13:30 Taipei time**. A few rules differ from Spain and the US:

- Orders are in **lots of 1,000 shares**.
- Prices may move at most **10%** above or below the previous close in a day.
- The tick size depends on the price level.
- A **securities transaction tax of 0.3%** applies to sells (0.15% on same-day round trips).

The TAIEX index on Home is the exchange's capitalisation-weighted index of its listed shares. Vela shows Taiwan prices in TWD and holds the margin in your USD balance, converted at the rate shown before you confirm.`,
      },
      fr: {
        title: 'Actions taïwanaises : lots, limites quotidiennes et taxe sur les transactions',
        body: `La bourse de Taïwan est ouverte de **9 h à 13 h 30, heure de Taipei**. Quelques règles diffèrent de l'Espagne et des États-Unis :

- Les ordres portent sur des **lots de 1 000 actions**.
- Le cours peut varier au plus de **10 %** au-dessus ou au-dessous de la clôture précédente dans la journée.
- Le pas de cotation dépend du niveau de prix.
- Une **taxe sur les transactions de 0,3 %** s'applique aux ventes (0,15 % pour un aller-retour dans la journée).

L'indice TAIEX affiché sur l'accueil est l'indice pondéré par la capitalisation des actions cotées. Vela affiche les cours taïwanais en TWD et prélève la marge sur votre solde en USD, converti au taux affiché avant confirmation.`,
      },
      es: {
        title: 'Acciones de Taiwán: lotes, límites diarios y el impuesto sobre transacciones',
        body: `La bolsa de Taiwán negocia de **09:00 a 13:30, hora de Taipéi**. Algunas reglas son distintas de las de España y EE. UU.:

- Las órdenes son en **lotes de 1.000 acciones**.
- El precio puede moverse como máximo un **10 %** por encima o por debajo del cierre anterior en un día.
- La variación mínima de precio depende del nivel de precio.
- Las ventas pagan un **impuesto sobre transacciones de valores del 0,3 %** (0,15 % en operaciones abiertas y cerradas el mismo día).

El índice TAIEX que aparece en Inicio es el índice ponderado por capitalización de las acciones cotizadas. Vela muestra los precios de Taiwán en TWD y retiene el margen de su saldo en USD, convertido al tipo que se muestra antes de confirmar.`,
      },
      'zh-Hans': {
        title: '台湾股票：交易单位、每日涨跌幅限制与证券交易税',
        body: `台湾证券交易所交易时间为**台北时间 09:00 至 13:30**。部分规则与西班牙和美国不同：

- 以**每张 1,000 股**为交易单位。
- 当日价格涨跌幅以前一日收盘价的 **10%** 为限。
- 最小升降单位随价格区间而定。
- 卖出时课征 **0.3% 证券交易税**（当日冲销为 0.15%）。

首页的台湾加权指数（TAIEX）是按市值加权的上市股票指数。Vela 以新台币显示台股价格，保证金从您的美元余额中扣除，按确认前显示的汇率换算。`,
      },
      'zh-Hant': {
        title: '台灣股票：交易單位、每日漲跌幅限制與證券交易稅',
        body: `臺灣證券交易所交易時間為**台北時間 09:00 至 13:30**。部分規則與西班牙和美國不同：

- 以**每張 1,000 股**為交易單位。
- 當日價格漲跌幅以前一日收盤價的 **10%** 為限。
- 最小升降單位依價格區間而定。
- 賣出時課徵 **0.3% 證券交易稅**（當日沖銷為 0.15%）。

首頁的臺灣加權指數（TAIEX）是依市值加權的上市股票指數。Vela 以新台幣顯示台股價格，保證金自您的美元餘額扣除，依確認前顯示的匯率換算。`,
      },
    },
  },
  {
    kind: ContentKind.NEWS,
    hoursAgo: 98,
    versions: {
      en: {
        title: 'S&P 500: one index, about 500 companies, 50 of the largest on Vela',
        body: `The S&P 500 follows about 500 large US companies and is weighted by their market value, so the largest members move it most. Vela lists 50 of the largest US companies, which together make up a large share of the index.

On Home, the S&P 500 level is computed from the prices in Vela's feed. Where a price comes from the simulator it is labelled **Simulated**.

US shares trade from 09:30 to 16:00 New York time; SEC and FINRA fees apply to sells and are itemised before you confirm.`,
      },
      fr: {
        title: 'S&P 500 : un indice, environ 500 sociétés, dont 50 des plus grandes sur Vela',
        body: `Le S&P 500 suit environ 500 grandes sociétés américaines, pondérées par leur capitalisation : les plus grandes le font donc le plus bouger. Vela propose 50 des plus grandes sociétés américaines, qui représentent ensemble une part importante de l'indice.

Sur l'accueil, le niveau du S&P 500 est calculé à partir des cours du flux de Vela. Un cours issu du simulateur porte la mention **Simulé**.

Les actions américaines se négocient de 9 h 30 à 16 h, heure de New York ; les frais SEC et FINRA s'appliquent aux ventes et sont détaillés avant confirmation.`,
      },
      es: {
        title: 'S&P 500: un índice, unas 500 compañías, 50 de las mayores en Vela',
        body: `El S&P 500 sigue a unas 500 grandes compañías de EE. UU. ponderadas por su capitalización, de modo que las mayores son las que más lo mueven. Vela ofrece 50 de las mayores compañías estadounidenses, que juntas suponen una parte importante del índice.

En Inicio, el nivel del S&P 500 se calcula con los precios del flujo de Vela. Cuando un precio procede del simulador, se indica como **Simulado**.

Las acciones de EE. UU. cotizan de 09:30 a 16:00, hora de Nueva York; las tasas de la SEC y de FINRA se aplican a las ventas y se detallan antes de confirmar.`,
      },
      'zh-Hans': {
        title: '标普 500：一个指数，约 500 家公司，其中 50 家最大的在 Vela',
        body: `标普 500 指数追踪约 500 家美国大型公司，按市值加权，因此规模最大的成分股对指数影响最大。Vela 提供其中 50 家规模最大的美国公司，合计占指数相当大的比重。

首页显示的标普 500 点位根据 Vela 行情源中的价格计算。来自模拟器的价格会标注**模拟**。

美股交易时间为纽约时间 09:30 至 16:00；卖出时收取 SEC 和 FINRA 费用，并在确认前逐项列明。`,
      },
      'zh-Hant': {
        title: '標普 500：一個指數，約 500 家公司，其中 50 家最大的在 Vela',
        body: `標普 500 指數追蹤約 500 家美國大型公司，依市值加權，因此規模最大的成分股對指數影響最大。Vela 提供其中 50 家規模最大的美國公司，合計占指數相當大的比重。

首頁顯示的標普 500 點位依 Vela 行情源中的價格計算。來自模擬器的價格會標示**模擬**。

美股交易時間為紐約時間 09:30 至 16:00；賣出時收取 SEC 與 FINRA 費用，並於確認前逐項列明。`,
      },
    },
  },
  // ---- notices ----
  {
    kind: ContentKind.NOTICE,
    hoursAgo: 2,
    pinned: true,
    versions: {
      en: {
        title: 'Scheduled maintenance: Sunday 29 November, 02:00–04:00 CET',
        body: `Vela will be unavailable on **Sunday 29 November from 02:00 to 04:00 Central European Time** while we upgrade our systems.

- No market Vela covers is open during the window.
- Pending limit orders, positions and balances are kept as they are.
- Deposits and withdrawals filed before the window are reviewed afterwards in the usual order.`,
      },
      fr: {
        title: 'Maintenance programmée : dimanche 29 novembre, 2 h – 4 h (HEC)',
        body: `Vela sera indisponible le **dimanche 29 novembre de 2 h à 4 h, heure d'Europe centrale**, le temps de mettre à jour nos systèmes.

- Aucun des marchés proposés par Vela n'est ouvert pendant ce créneau.
- Les ordres à cours limité en attente, les positions et les soldes restent inchangés.
- Les dépôts et retraits déposés avant le créneau sont examinés ensuite dans l'ordre habituel.`,
      },
      es: {
        title: 'Mantenimiento programado: domingo 29 de noviembre, 02:00–04:00 (CET)',
        body: `Vela no estará disponible el **domingo 29 de noviembre de 02:00 a 04:00, hora de Europa central**, mientras actualizamos nuestros sistemas.

- Ningún mercado de los que ofrece Vela está abierto durante ese intervalo.
- Las órdenes limitadas pendientes, las posiciones y los saldos se mantienen tal como están.
- Los depósitos y retiradas presentados antes del intervalo se revisan después en el orden habitual.`,
      },
      'zh-Hans': {
        title: '系统维护通知：11 月 29 日（星期日）02:00–04:00（欧洲中部时间）',
        body: `为升级系统，Vela 将于 **11 月 29 日（星期日）欧洲中部时间 02:00 至 04:00** 暂停服务。

- 维护期间 Vela 所涵盖的市场均未开市。
- 未成交的限价单、持仓和余额保持不变。
- 维护前提交的入金和出金申请将在维护结束后按原顺序审核。`,
      },
      'zh-Hant': {
        title: '系統維護公告：11 月 29 日（星期日）02:00–04:00（歐洲中部時間）',
        body: `為升級系統，Vela 將於 **11 月 29 日（星期日）歐洲中部時間 02:00 至 04:00** 暫停服務。

- 維護期間 Vela 涵蓋的市場均未開市。
- 未成交的限價單、部位及餘額維持不變。
- 維護前提交的入金與出金申請將於維護結束後依原順序審核。`,
      },
    },
  },
  {
    kind: ContentKind.NOTICE,
    hoursAgo: 30,
    pinned: true,
    versions: {
      en: {
        title: 'Security tip: Vela never asks for your passwords',
        body: `Nobody from Vela will ever ask for your login password, your transaction password or a code by phone, chat or email.

- Withdrawals go only to bank cards and addresses **you** added in the app.
- Vela never asks you to pay a fee, top up or buy a code to withdraw your money.
- If someone asks, stop and contact customer service from the **Mine** page.`,
      },
      fr: {
        title: 'Conseil de sécurité : Vela ne demande jamais vos mots de passe',
        body: `Personne chez Vela ne vous demandera votre mot de passe de connexion, votre mot de passe de transaction ou un code, que ce soit par téléphone, messagerie ou e-mail.

- Les retraits ne vont que vers les cartes bancaires et adresses que **vous** avez ajoutées dans l'application.
- Vela ne vous demande jamais de payer des frais, d'approvisionner votre compte ou d'acheter un code pour retirer votre argent.
- Si quelqu'un vous le demande, arrêtez-vous et contactez le service client depuis la page **Moi**.`,
      },
      es: {
        title: 'Consejo de seguridad: Vela nunca le pide sus contraseñas',
        body: `Nadie de Vela le pedirá nunca su contraseña de acceso, su contraseña de transacciones ni un código, ni por teléfono, ni por chat, ni por correo.

- Las retiradas solo van a las tarjetas y direcciones que **usted** añadió en la aplicación.
- Vela nunca le pide pagar una comisión, recargar saldo ni comprar un código para retirar su dinero.
- Si alguien se lo pide, deténgase y contacte con atención al cliente desde la página **Mi cuenta**.`,
      },
      'zh-Hans': {
        title: '安全提示：Vela 绝不会索要您的密码',
        body: `Vela 的工作人员绝不会通过电话、聊天或电子邮件向您索要登录密码、交易密码或任何验证码。

- 出金只会转至**您本人**在应用中添加的银行卡和地址。
- Vela 绝不会要求您为提取资金而支付费用、充值或购买任何代码。
- 如有人提出此类要求，请立即停止，并通过**我的**页面联系客服。`,
      },
      'zh-Hant': {
        title: '安全提醒：Vela 絕不會索取您的密碼',
        body: `Vela 的工作人員絕不會透過電話、聊天或電子郵件向您索取登入密碼、交易密碼或任何驗證碼。

- 出金只會轉至**您本人**在應用程式中新增的銀行卡與地址。
- Vela 絕不會要求您為提領資金而支付費用、儲值或購買任何代碼。
- 如有人提出此類要求，請立即停止，並透過**我的**頁面聯絡客服。`,
      },
    },
  },
  {
    kind: ContentKind.NOTICE,
    hoursAgo: 54,
    versions: {
      en: {
        title: 'Fees: every charge is shown before you confirm',
        body: `Before you confirm an order, a transfer or a withdrawal, Vela shows every charge it will take:

- **Orders**: the commission of the market and any tax (Spain's financial transaction tax on buys, Taiwan's securities transaction tax on sells, US SEC and FINRA fees on sells).
- **EUR ⇄ USD transfers**: the rate, including a disclosed spread of 0.5%.
- **Withdrawals**: the fee is deducted from the amount and shown before you confirm.

Each charge is itemised afterwards in your statement. There is no other fee to get your money out.`,
      },
      fr: {
        title: 'Frais : chaque frais est affiché avant confirmation',
        body: `Avant que vous confirmiez un ordre, un transfert ou un retrait, Vela affiche chaque frais prélevé :

- **Ordres** : la commission du marché et les éventuelles taxes (taxe espagnole sur les transactions financières à l'achat, taxe taïwanaise sur les transactions à la vente, frais SEC et FINRA à la vente aux États-Unis).
- **Transferts EUR ⇄ USD** : le taux, avec un écart affiché de 0,5 %.
- **Retraits** : les frais sont déduits du montant et affichés avant confirmation.

Chaque frais figure ensuite en détail dans votre relevé. Aucun autre frais ne s'applique pour récupérer votre argent.`,
      },
      es: {
        title: 'Comisiones: cada cargo se muestra antes de confirmar',
        body: `Antes de que confirme una orden, una transferencia o una retirada, Vela muestra cada cargo que aplicará:

- **Órdenes**: la comisión del mercado y los impuestos que correspondan (impuesto español sobre transacciones financieras en compras, impuesto taiwanés sobre transacciones en ventas, tasas de la SEC y de FINRA en ventas en EE. UU.).
- **Transferencias EUR ⇄ USD**: el tipo de cambio, con un diferencial declarado del 0,5 %.
- **Retiradas**: la comisión se descuenta del importe y se muestra antes de confirmar.

Cada cargo aparece después desglosado en su extracto. No hay ninguna otra comisión para retirar su dinero.`,
      },
      'zh-Hans': {
        title: '费用：所有收费均在确认前显示',
        body: `在您确认下单、换汇或出金之前，Vela 会显示将收取的每一项费用：

- **交易**：所在市场的佣金及相关税费（西班牙买入时的金融交易税、台湾卖出时的证券交易税、美国卖出时的 SEC 与 FINRA 费用）。
- **欧元 ⇄ 美元换汇**：汇率，含公开的 0.5% 点差。
- **出金**：手续费从金额中扣除，并在确认前显示。

每项费用随后都会在您的账单中逐项列明。提取资金不收取任何其他费用。`,
      },
      'zh-Hant': {
        title: '費用：所有收費均於確認前顯示',
        body: `在您確認下單、換匯或出金之前，Vela 會顯示將收取的每一項費用：

- **交易**：所在市場的佣金及相關稅費（西班牙買進時的金融交易稅、台灣賣出時的證券交易稅、美國賣出時的 SEC 與 FINRA 費用）。
- **歐元 ⇄ 美元換匯**：匯率，含公開的 0.5% 價差。
- **出金**：手續費自金額中扣除，並於確認前顯示。

每項費用隨後都會在您的對帳單中逐項列明。提領資金不收取任何其他費用。`,
      },
    },
  },
  // ---- banners ----
  {
    kind: ContentKind.BANNER,
    hoursAgo: 4,
    pinned: true,
    link: '/subPackages/mine/notice/notice',
    versions: {
      en: { title: 'Every charge shown before you confirm', body: '' },
      fr: { title: 'Chaque frais affiché avant confirmation', body: '' },
      es: { title: 'Cada cargo, visible antes de confirmar', body: '' },
      'zh-Hans': { title: '所有费用，确认前一目了然', body: '' },
      'zh-Hant': { title: '所有費用，確認前一目了然', body: '' },
    },
  },
  {
    kind: ContentKind.BANNER,
    hoursAgo: 26,
    link: '/pages/market/index',
    versions: {
      en: { title: 'Spain, US and Taiwan stocks and gold in one app', body: '' },
      fr: { title: 'Actions espagnoles, américaines, taïwanaises et or dans une seule appli', body: '' },
      es: { title: 'Acciones de España, EE. UU. y Taiwán y oro en una sola app', body: '' },
      'zh-Hans': { title: '西班牙、美国、台湾股票及黄金，一个应用全搞定', body: '' },
      'zh-Hant': { title: '西班牙、美國、台灣股票及黃金，一個應用程式全搞定', body: '' },
    },
  },
  {
    kind: ContentKind.BANNER,
    hoursAgo: 50,
    link: '/subPackages/mine/changePayPassword/changePayPassword',
    versions: {
      en: { title: 'Protect withdrawals with a transaction password', body: '' },
      fr: { title: 'Protégez vos retraits avec un mot de passe de transaction', body: '' },
      es: { title: 'Proteja sus retiradas con una contraseña de transacciones', body: '' },
      'zh-Hans': { title: '设置交易密码，保护您的出金安全', body: '' },
      'zh-Hant': { title: '設定交易密碼，保護您的出金安全', body: '' },
    },
  },
];

/**
 * Seeds the demo content once, dated back from the injected clock's now. Once means: never after any
 * content was created (an ops user deleting the demo items does not bring them back on a restart).
 * The help articles (help-articles.ts) are seeded once the same way, on their own.
 */
export async function seedContent(ds: DataSource, services: Services, ops: User): Promise<boolean> {
  const seeded = await seedNewsNoticesBanners(ds, services, ops);
  // The help centre's articles came later: seeded once on their own, so older databases get them too.
  const help = await seedHelpArticles(ds, services, ops);
  return seeded || help;
}

async function seedNewsNoticesBanners(ds: DataSource, services: Services, ops: User): Promise<boolean> {
  if (await ds.getRepository(ContentItem).exist()) return false;
  const everCreated: unknown[] = await ds.query(`SELECT 1 FROM audit_log WHERE action = 'content.created' LIMIT 1`);
  if (everCreated.length > 0) return false;
  const now = services.content.now().getTime();
  const actor = { user: ops, ip: null };
  let banners = 0;
  for (const item of SEED_CONTENT) {
    // A banner's picture is drawn with sharp and goes through the uploads service like an ops upload.
    const imageUploadId =
      item.kind === ContentKind.BANNER ? (await services.uploads.create(ops, 'banner', await bannerImage(banners++))).id : null;
    const translations = (Object.entries(item.versions) as Array<[Lang, { title: string; body: string }]>).map(([lang, v]) => ({
      lang,
      title: v.title,
      body: v.body,
    }));
    await services.content.create(
      actor,
      item.kind,
      { translations, pinned: item.pinned ?? false, link: item.link ?? null, imageUploadId },
      new Date(now - item.hoursAgo * HOUR),
    );
  }
  return true;
}
