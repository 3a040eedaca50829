import { type ContentLanguage, contentLanguage } from '../content/content.entity';

/**
 * The user's personal block-trade notices, in their language. Notices in the content module are written
 * by ops for everyone; a purchase code is personal, so its notice is built here from the code itself
 * (the `block_trade_codes` row is the record; BLOCK_TRADE_CODE_ISSUED in the outbox is the live signal).
 * The texts are the server's because the notice carries the code and must read the same in every client.
 */

export type BlockTradeNoticeKindValue = 'CODE_ISSUED';

interface NoticeTexts {
  title: string;
  text: string;
  used: string;
}

/** {name}: the offering's stock name; {ticker}: the stock code without its market; {code}: the purchase code. */
const CODE_ISSUED: Record<ContentLanguage, NoticeTexts> = {
  en: {
    title: 'Your purchase code for {name}',
    text: 'Your personal purchase code for the {name} ({ticker}) block trade is {code}. Enter it on the subscription form before the window closes. It works once and only for you; Vela never asks for it or sends it outside the app.',
    used: 'You have used it: your subscription is in your block trade records.',
  },
  es: {
    title: 'Su código de compra para {name}',
    text: 'Su código de compra personal para la operación en bloque de {name} ({ticker}) es {code}. Introdúzcalo en el formulario de suscripción antes de que se cierre el plazo. Solo sirve una vez y solo para usted; Vela nunca lo pide ni lo envía fuera de la aplicación.',
    used: 'Ya lo ha utilizado: su suscripción figura en su historial de operaciones en bloque.',
  },
  fr: {
    title: 'Votre code d’achat pour {name}',
    text: 'Votre code d’achat personnel pour la transaction de bloc {name} ({ticker}) est {code}. Saisissez-le dans le formulaire de souscription avant la fin de la période. Il ne sert qu’une fois et uniquement pour vous ; Vela ne le demande ni ne l’envoie jamais en dehors de l’application.',
    used: 'Vous l’avez utilisé : votre souscription figure dans votre historique des blocs.',
  },
  'zh-Hans': {
    title: '您的 {name} 申购码',
    text: '您在 {name}（{ticker}）大宗交易的个人申购码为 {code}。请在申购截止前于申购表单中填写。该申购码仅限您本人使用一次；Vela 不会在应用之外索取或发送申购码。',
    used: '您已使用该申购码：申购记录见大宗交易记录。',
  },
  'zh-Hant': {
    title: '您的 {name} 申購碼',
    text: '您在 {name}（{ticker}）鉅額交易的個人申購碼為 {code}。請在申購截止前於申購表單中填寫。該申購碼僅限您本人使用一次；Vela 不會在應用程式以外索取或傳送申購碼。',
    used: '您已使用該申購碼：申購紀錄見鉅額交易紀錄。',
  },
};

/** Every language a notice is written in (the five of the app). */
export const NOTICE_LANGUAGES = Object.keys(CODE_ISSUED) as ContentLanguage[];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The title and text of a code's notice in the reader's language (English when absent or unknown). */
export function codeIssuedNotice(
  lang: string | null | undefined,
  n: { name: string; symbol: string; code: string; used: boolean },
): { lang: ContentLanguage; title: string; text: string } {
  const l = contentLanguage(lang);
  const t = CODE_ISSUED[l];
  const values = { name: n.name, ticker: n.symbol.slice(n.symbol.indexOf(':') + 1), code: n.code };
  const text = fill(t.text, values);
  // Chinese sentences end in a full-width stop and run on without a space.
  const sep = text.endsWith('。') ? '' : ' ';
  return { lang: l, title: fill(t.title, values), text: n.used ? `${text}${sep}${fill(t.used, values)}` : text };
}
