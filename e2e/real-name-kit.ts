import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, request } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_OPS } from './helpers';

const manifest: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'client/src/gql/persisted-documents.json'), 'utf8'),
);

/**
 * A made-up ID card image drawn from SVG by sharp: the front as PNG, the back as JPEG (both formats the
 * uploads accept). `tint` varies the colour so every image differs. No real person's data.
 */
export async function idImageFile(side: 'front' | 'back', tint = 0): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const hue = (tint * 47) % 360;
  const lines = [0, 1, 2, 3]
    .map((i) => `<rect x="130" y="${70 + i * 26}" width="${160 - i * 20}" height="10" rx="3" fill="#2a3550"/>`)
    .join('');
  const body =
    side === 'front'
      ? `<rect x="0" y="0" width="320" height="40" fill="hsl(${hue},55%,38%)"/><text x="16" y="27" font-family="sans-serif" font-size="18" fill="#fff">IDENTITY CARD · SPECIMEN</text>
         <rect x="20" y="60" width="90" height="110" rx="6" fill="#a9b0bd"/>${lines}`
      : `<rect x="20" y="30" width="280" height="60" fill="url(#stripes)"/><text x="20" y="150" font-family="monospace" font-size="14" fill="#2a3550">IDESP&lt;&lt;SPECIMEN&lt;&lt;&lt;&lt;${tint}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><defs><pattern id="stripes" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="3" height="6" fill="#2a3550"/></pattern></defs>
    <rect width="320" height="200" rx="12" fill="hsl(${hue},45%,88%)" stroke="#8894aa" stroke-width="4"/>${body}</svg>`;
  const image = sharp(Buffer.from(svg));
  return side === 'front'
    ? { name: 'id-front.png', mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name: 'id-back.jpg', mimeType: 'image/jpeg', buffer: await image.jpeg({ quality: 85 }).toBuffer() };
}

/** The details a test user submits (made up). */
export const E2E_REAL_NAME = {
  idName: 'Lucía Fernández Ruiz',
  idNumber: '48123456K',
  nationality: 'ES',
  phone: '+34 611 223 344',
  residence: 'Calle de Alcalá 42, 28014 Madrid',
};

async function signedIn(baseURL: string, phone: string, password: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const documentId = Object.entries(manifest).find(([, text]) => text.includes('mutation Login_SignIn('))?.[0];
  const res = await ctx.post('/graphql', {
    data: { operationName: 'Login_SignIn', variables: { input: { phone, password } }, extensions: { documentId } },
  });
  const body = await res.json();
  if (body.errors) throw new Error(`sign-in: ${JSON.stringify(body.errors)}`);
  return ctx;
}

/** Runs one of the app's own trusted documents by operation name. */
export async function runDocument<T>(ctx: APIRequestContext, operationName: string, variables: Record<string, unknown>) {
  const documentId = Object.entries(manifest).find(([, text]) => new RegExp(`(query|mutation) ${operationName}\\b`).test(text))?.[0];
  if (!documentId) throw new Error(`${operationName} is not in the manifest`);
  const res = await ctx.post('/graphql', { data: { operationName, variables, extensions: { documentId } } });
  return (await res.json()) as { data?: T; errors?: Array<{ extensions?: { code?: string } }> };
}

/** POST /uploads as the image picker does (purpose first, then the file). */
export async function uploadImage(ctx: APIRequestContext, side: 'front' | 'back', tint = 0): Promise<string> {
  const res = await ctx.post('/uploads', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { purpose: 'real_name', file: await idImageFile(side, tint) },
  });
  const body = await res.json();
  if (!body.id) throw new Error(`upload: ${res.status()} ${JSON.stringify(body)}`);
  return body.id as string;
}

/**
 * Passes real-name verification for a user the real way, over the API: two images uploaded, the app's
 * own submit document, and the demo ops user approving it in the review workflow.
 */
export async function verifyRealName(baseURL: string, phone: string, password: string): Promise<void> {
  const user = await signedIn(baseURL, phone, password);
  const ops = await signedIn(baseURL, DEMO_OPS.phone, DEMO_OPS.password);
  try {
    const input = { ...E2E_REAL_NAME, frontUploadId: await uploadImage(user, 'front'), backUploadId: await uploadImage(user, 'back', 1) };
    const submitted = await runDocument<{ submitRealName: { id: string } }>(user, 'RealNameForm_Submit', { input });
    if (!submitted.data) throw new Error(`submit: ${JSON.stringify(submitted.errors)}`);
    const res = await ops.post('/graphql', {
      data: {
        query: 'mutation D($input: DecideReviewInput!) { decideReview(input: $input) { status } }',
        variables: {
          input: { kind: 'real_name', id: submitted.data.submitRealName.id, decision: 'APPROVE', idempotencyKey: `e2e-${Date.now()}` },
        },
      },
    });
    const body = await res.json();
    if (body.errors) throw new Error(`approve: ${JSON.stringify(body.errors)}`);
  } finally {
    await user.dispose();
    await ops.dispose();
  }
}
