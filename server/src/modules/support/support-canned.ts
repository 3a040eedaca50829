import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { LocalisedTexts } from '../../shared/localised-text';
import type { AuditService } from '../audit/audit.service';
import { renderSupportMessage } from './support-markdown';
import { checkedBody, type SupportActor, toCanned } from './support-rules';
import { SupportError } from './support.errors';
import type { SupportCannedReply, SupportCannedReplyInput } from './support.types';

/** Ops' canned replies in five languages (English required; links only to Vela's pages); every change audited. */
export class CannedReplies {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<SupportCannedReply[]> {
    const rows: Array<{ id: string; title: string; texts: LocalisedTexts; updated_at: Date }> = await this.ds.query(
      `SELECT id, title, texts, updated_at FROM support_canned_replies ORDER BY title, id`,
    );
    return rows.map(toCanned);
  }

  /** Creates or changes a canned reply (English required; links only to Vela's pages). Audited. */
  async save(actor: SupportActor, input: SupportCannedReplyInput): Promise<SupportCannedReply> {
    const title = input.title.trim();
    if (!title) throw new DomainError(SupportError.SUPPORT_MESSAGE_EMPTY);
    const texts: LocalisedTexts = { en: checkedBody(input.en) };
    for (const [key, lang] of [
      ['fr', 'fr'],
      ['es', 'es'],
      ['zhHans', 'zh-Hans'],
      ['zhHant', 'zh-Hant'],
    ] as const) {
      const v = input[key]?.trim();
      if (v) texts[lang] = checkedBody(v);
    }
    for (const t of Object.values(texts)) renderSupportMessage(t as string, 'ops');
    const now = this.clock.now();
    if (input.id && !isUuid(input.id)) throw new DomainError(CommonError.NOT_FOUND);
    return this.ds.transaction(async (em) => {
      const [rows]: [Array<{ id: string; title: string; texts: LocalisedTexts; updated_at: Date }>, number] = input.id
        ? await em.query(
            `UPDATE support_canned_replies SET title = $2, texts = $3, updated_by = $4, updated_at = $5 WHERE id = $1
             RETURNING id, title, texts, updated_at`,
            [input.id, title, JSON.stringify(texts), actor.user.id, now],
          )
        : [
            await em.query(
              `INSERT INTO support_canned_replies (title, texts, created_by, updated_by, created_at, updated_at)
               VALUES ($1, $2, $3, $3, $4, $4) RETURNING id, title, texts, updated_at`,
              [title, JSON.stringify(texts), actor.user.id, now],
            ),
            1,
          ];
      if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
      await this.audit.record(em, {
        actorId: actor.user.id,
        actorLabel: actor.user.phone,
        action: input.id ? 'support.canned_reply.updated' : 'support.canned_reply.created',
        targetType: 'support_canned_reply',
        targetId: rows[0].id,
        after: { title, languages: Object.keys(texts) },
        ip: actor.ip,
      });
      return toCanned(rows[0]);
    });
  }

  async delete(actor: SupportActor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    return this.ds.transaction(async (em) => {
      const [rows]: [Array<{ title: string }>, number] = await em.query(
        `DELETE FROM support_canned_replies WHERE id = $1 RETURNING title`,
        [id],
      );
      if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
      await this.audit.record(em, {
        actorId: actor.user.id,
        actorLabel: actor.user.phone,
        action: 'support.canned_reply.deleted',
        targetType: 'support_canned_reply',
        targetId: id,
        before: { title: rows[0].title },
        ip: actor.ip,
      });
      return true;
    });
  }
}
