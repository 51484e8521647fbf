export default async function globalTeardown() {
  const db = (globalThis as { __DEVDB__?: { stop(): Promise<void> } }).__DEVDB__;
  await db?.stop();
}
