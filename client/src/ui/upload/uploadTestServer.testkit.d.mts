export interface UploadTestServer {
  state: { mode: 'ok' | 'too-large' | 'hang'; served: number; bodies: string[] };
  url: string;
  reset(): void;
  close(): Promise<void>;
}
export function startUploadTestServer(): Promise<UploadTestServer>;
