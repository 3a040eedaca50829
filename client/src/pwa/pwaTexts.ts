import type { Locale } from '../i18n/locales';

/**
 * The installable app's own texts: the offline screen and the update prompt. They show when the app's
 * texts may not load (offline) and outside React, so they live here, plain, in every language.
 */
export interface PwaTexts {
  offlineTitle: string;
  offlineBody: string;
  offlineRetry: string;
  updateText: string;
  updateNow: string;
  updateLater: string;
}

export const PWA_TEXTS: Readonly<Record<Locale, PwaTexts>> = {
  en: {
    offlineTitle: 'You are offline',
    offlineBody: 'Vela needs a connection to show your account and prices. They will appear as soon as you are back online.',
    offlineRetry: 'Try again',
    updateText: 'A new version of Vela is available.',
    updateNow: 'Update',
    updateLater: 'Later',
  },
  fr: {
    offlineTitle: 'Vous êtes hors ligne',
    offlineBody: 'Vela a besoin d’une connexion pour afficher votre compte et les cours. Ils réapparaîtront dès votre retour en ligne.',
    offlineRetry: 'Réessayer',
    updateText: 'Une nouvelle version de Vela est disponible.',
    updateNow: 'Mettre à jour',
    updateLater: 'Plus tard',
  },
  es: {
    offlineTitle: 'Estás sin conexión',
    offlineBody: 'Vela necesita conexión para mostrar tu cuenta y las cotizaciones. Aparecerán en cuanto vuelvas a estar en línea.',
    offlineRetry: 'Reintentar',
    updateText: 'Hay una nueva versión de Vela disponible.',
    updateNow: 'Actualizar',
    updateLater: 'Más tarde',
  },
  'zh-Hans': {
    offlineTitle: '您已离线',
    offlineBody: 'Vela 需要网络连接才能显示您的账户和行情，恢复联网后将立即显示。',
    offlineRetry: '重试',
    updateText: 'Vela 有新版本可用。',
    updateNow: '更新',
    updateLater: '稍后',
  },
  'zh-Hant': {
    offlineTitle: '您已離線',
    offlineBody: 'Vela 需要網路連線才能顯示您的帳戶和行情，恢復連線後將立即顯示。',
    offlineRetry: '重試',
    updateText: 'Vela 有新版本可用。',
    updateNow: '更新',
    updateLater: '稍後',
  },
};
