import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_OPS, freshNationalNumber, login, register } from './helpers';
import { look } from './products-kit';
import { baseURL, DEVICE_SCALE } from './playwright.config';
import { test } from './fixtures';

// Issue 34 at 375px in English and Spanish: a customer refused by the ops console ("Insufficient
// permissions, contact support") opens a conversation from that error, with its code, screen and the
// server's request id attached; ops answer in the console (1280px in one pass, 375px in the other) with
// an internal note beside it; the customer sees the unread badge on Mine and the verified reply live,
// never the note.

test.use({ timezoneId: 'UTC' });

const OPS_NATIONAL = DEMO_OPS.phone.replace('+34', '');

const TEXTS = {
  en: { forbidden: 'Insufficient permissions, contact support', open: 'Open', answered: 'Answered', safety: /never ask/i },
  es: { forbidden: 'Permisos insuficientes, póngase en contacto con soporte', open: 'Abierta', answered: 'Respondida', safety: /nunca/i },
} as const;

async function newPage(browser: Browser, width: number, lang: string): Promise<Page> {
  const desktop = width >= 1000;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: desktop ? 900 : 812 },
    isMobile: !desktop,
    hasTouch: !desktop,
    deviceScaleFactor: desktop ? 1 : DEVICE_SCALE,
    locale: lang === 'es' ? 'es-ES' : 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  return context.newPage();
}

for (const [lang, opsWidth] of [
  ['en', 1280],
  ['es', 375],
] as const) {
  test(`support: from a refused action to a verified answer, live (${lang}, ops at ${opsWidth}px)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = TEXTS[lang];
    const user = await newPage(browser, 375, lang);
    await register(user, freshNationalNumber(), 'support-e2e-1');
    await expect(user).not.toHaveURL(/register/, { timeout: 20_000 });

    // A refused action that says to contact support, with the way to do it.
    await user.goto('/#/ops/reviews');
    await expect(user.getByTestId('ops-forbidden')).toContainText(t.forbidden);
    await user.getByTestId('contact-support').click();
    const attached = user.getByTestId('support-error-attached');
    await expect(attached.getByTestId('support-error-code')).toContainText('FORBIDDEN');
    await expect(attached.getByTestId('support-error-screen')).toContainText('/ops/reviews');
    await expect(attached.getByTestId('support-error-request-id')).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const requestId = ((await attached.getByTestId('support-error-request-id').textContent()) ?? '').match(/[0-9a-f-]{36}/)?.[0];
    expect(requestId).toBeTruthy();
    await expect(user.getByTestId('support-safety')).toContainText(t.safety);
    // Nothing is sent empty.
    await user.getByTestId('support-topic').selectOption('ACCOUNT');
    await user.getByTestId('support-submit').click();
    await expect(user).toHaveURL(/help\/new/);
    const question = lang === 'en' ? 'Why can I not open this page?' : '¿Por qué no puedo abrir esta página?';
    await user.getByTestId('support-body').fill(question);
    await look(user, lang, 'support-new-with-error');
    await user.getByTestId('support-submit').click();
    await expect(user).toHaveURL(/help\/conversation\?id=/, { timeout: 15_000 });
    await expect(user.getByTestId('support-status')).toHaveText(t.open);
    await expect(user.getByTestId('support-message')).toHaveCount(1);
    const conversationId = new URL(user.url().replace('#/', '')).searchParams.get('id');
    expect(conversationId).toBeTruthy();
    await look(user, lang, 'support-conversation-open');

    // The customer waits on Mine.
    await user.goto('/#/pages/mine/index');
    await expect(user.getByTestId('mine-help')).toBeVisible();
    await expect(user.getByTestId('mine-help-badge')).toHaveCount(0);

    // Ops: the inbox, the conversation with the user's context, a note, a reply.
    const ops = await newPage(browser, opsWidth, lang);
    await login(ops, OPS_NATIONAL, DEMO_OPS.password);
    await expect(ops).not.toHaveURL(/subPackages\/login\/login/, { timeout: 20_000 });
    await ops.goto('/#/ops/support');
    await expect(ops.getByTestId('ops-support-inbox')).toBeVisible();
    const row = ops.getByTestId('ops-support-row').filter({ hasText: question.slice(0, 20) });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await look(ops, lang, `support-ops-inbox-${opsWidth}`);
    await row.click();
    await expect(ops.getByTestId('ops-support-context')).toBeVisible();
    await expect(ops.getByTestId('ops-support-message')).toHaveCount(1);
    await expect(ops.locator('body')).toContainText(requestId!);
    const note = `Internal ${lang}: checked the audit log, customer role`;
    await ops.getByTestId('ops-support-note-body').fill(note);
    await ops.getByTestId('ops-support-note-add').click();
    await expect(ops.getByTestId('ops-support-note')).toContainText(note);
    const answer =
      lang === 'en'
        ? 'The ops console is for Vela staff only. Your account is fine.'
        : 'La consola de operaciones es solo para el personal de Vela. Tu cuenta está bien.';
    await ops.getByTestId('ops-support-reply-body').fill(answer);
    await look(ops, lang, `support-ops-conversation-${opsWidth}`);
    await ops.getByTestId('ops-support-reply-send').click();
    await expect(ops.getByTestId('ops-support-message')).toHaveCount(2);

    // Live on the customer's screen: the badge on Mine, then the verified reply; never the note.
    await expect(user.getByTestId('mine-help-badge')).toHaveText('1', { timeout: 15_000 });
    await look(user, lang, 'support-mine-badge');
    await user.getByTestId('mine-help').click();
    await user.getByTestId('support-conversation-item').first().click();
    const reply = user.locator('[data-testid="support-message"][data-author="ops"]');
    await expect(reply).toContainText(answer);
    await expect(reply.getByTestId('support-verified-badge')).toBeVisible();
    await expect(user.locator('[data-testid="support-message"][data-author="user"]').getByTestId('support-verified-badge')).toHaveCount(0);
    await expect(user.getByTestId('support-status')).toHaveText(t.answered);
    await expect(user.locator('body')).not.toContainText(note);
    await look(user, lang, 'support-conversation-answered');
    // Read now: the badge is gone.
    await user.goto('/#/pages/mine/index');
    await expect(user.getByTestId('mine-help')).toBeVisible();
    await expect(user.getByTestId('mine-help-badge')).toHaveCount(0);
    // The hub also searches the help centre in the reader's language.
    await user.getByTestId('mine-help').click();
    await expect(user.getByTestId('support-safety')).toBeVisible();
    await user.getByTestId('support-help-search').fill(lang === 'en' ? 'withdrawal' : 'retirada');
    await user.getByTestId('support-help-search-submit').click();
    await expect(user).toHaveURL(/help\/articles\?q=/);
    await expect(user.getByTestId('help-result').first()).toBeVisible();
    await look(user, lang, 'support-help-search');

    // A second reply while the customer has the conversation open arrives without a reload.
    await user.goto(`/#/subPackages/mine/help/conversation?id=${conversationId}`);
    await expect(user.locator('[data-testid="support-message"][data-author="ops"]')).toHaveCount(1);
    await ops.getByTestId('ops-support-reply-body').fill(lang === 'en' ? 'Anything else?' : '¿Algo más?');
    await ops.getByTestId('ops-support-reply-send').click();
    await expect(user.locator('[data-testid="support-message"][data-author="ops"]')).toHaveCount(2, { timeout: 15_000 });
  });
}
