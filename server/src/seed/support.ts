import type { DataSource } from 'typeorm';
import type { Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';
import { SupportTopic } from '../modules/support/support.types';

/** Canned replies ops start with, in the five languages (links only to Vela's own pages). */
const CANNED = [
  {
    title: 'Withdrawal review time',
    en: 'Withdrawals are reviewed within one business day. The amount stays held until then, and the fee is the one shown before you confirmed. See [withdrawals and their fees](/subPackages/mine/help/article?slug=withdrawals-and-fees).',
    fr: 'Les retraits sont examinés sous un jour ouvré. Le montant reste bloqué jusque-là et les frais sont ceux affichés avant votre confirmation. Voir [les retraits et leurs frais](/subPackages/mine/help/article?slug=withdrawals-and-fees).',
    es: 'Las retiradas se revisan en un día hábil. El importe queda retenido hasta entonces y la comisión es la que viste antes de confirmar. Consulta [las retiradas y sus comisiones](/subPackages/mine/help/article?slug=withdrawals-and-fees).',
    zhHans:
      '提现会在一个工作日内审核。在此之前金额保持冻结，手续费即您确认前显示的金额。请参阅[提现及其费用](/subPackages/mine/help/article?slug=withdrawals-and-fees)。',
    zhHant:
      '提領會在一個工作日內審核。在此之前金額保持凍結，手續費即您確認前顯示的金額。請參閱[提領及其費用](/subPackages/mine/help/article?slug=withdrawals-and-fees)。',
  },
  {
    title: 'Ask for a screenshot',
    en: 'Could you attach a screenshot of the screen where this happened? Please hide any password or code: Vela staff never ask for them.',
    fr: 'Pourriez-vous joindre une capture de l’écran où cela s’est produit ? Masquez tout mot de passe ou code : l’équipe Vela ne les demande jamais.',
    es: '¿Puedes adjuntar una captura de la pantalla donde ocurrió? Oculta cualquier contraseña o código: el equipo de Vela nunca los pide.',
    zhHans: '能否附上发生问题时的屏幕截图？请遮盖任何密码或验证码：Vela 工作人员绝不会索取。',
    zhHant: '能否附上發生問題時的螢幕截圖？請遮蓋任何密碼或驗證碼：Vela 工作人員絕不會索取。',
  },
  {
    title: 'How the draw works',
    en: 'Every application has the same chance. The hash of the draw’s seed is published before it, and the seed after, so you can check the result yourself: see [how the draw works](/subPackages/mine/help/article?slug=how-the-draw-works).',
    fr: 'Chaque demande a la même chance. Le hachage de la graine du tirage est publié avant, et la graine après : vous pouvez vérifier le résultat vous-même. Voir [le fonctionnement du tirage](/subPackages/mine/help/article?slug=how-the-draw-works).',
    es: 'Todas las solicitudes tienen la misma probabilidad. El hash de la semilla del sorteo se publica antes y la semilla después, así que puedes comprobar el resultado tú mismo: consulta [cómo funciona el sorteo](/subPackages/mine/help/article?slug=how-the-draw-works).',
    zhHans:
      '每份申购的机会均等。抽签种子的哈希值在抽签前公布，种子在抽签后公布，您可以自行核验结果：请参阅[抽签如何进行](/subPackages/mine/help/article?slug=how-the-draw-works)。',
    zhHant:
      '每份申購的機會均等。抽籤種子的雜湊值在抽籤前公布，種子在抽籤後公布，您可以自行核驗結果：請參閱[抽籤如何進行](/subPackages/mine/help/article?slug=how-the-draw-works)。',
  },
];

/**
 * Customer service in the demo: the canned replies above, and one answered conversation of the demo user
 * (read, so the demo opens without an unread badge). Once: later starts leave what is there.
 */
export async function seedSupport(ds: DataSource, services: Services, ops: User, demoUser: User | null): Promise<void> {
  const actor = { user: ops, ip: null };
  const [{ n }]: Array<{ n: number }> = await ds.query(`SELECT count(*)::int AS n FROM support_canned_replies`);
  if (n === 0) for (const c of CANNED) await services.support.canned.save(actor, c);
  if (!demoUser) return;
  const [{ m }]: Array<{ m: number }> = await ds.query(`SELECT count(*)::int AS m FROM support_conversations WHERE user_id = $1`, [
    demoUser.id,
  ]);
  if (m > 0) return;
  const { conversation } = await services.support.open(demoUser, {
    topic: SupportTopic.FUNDING,
    body: 'How long does a withdrawal to my bank card take?',
  });
  await services.support.reply(actor, conversation.id, CANNED[0].en, false);
  await services.support.markRead(demoUser, conversation.id);
}
