import type pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * One LISTEN connection shared by every subscription of a store: a notification wakes them all early. It is
 * only a hint (subscriptions also poll), so a lost connection costs latency, never events.
 */
export class FeedListener {
  private readonly wakers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly channel: string,
  ) {}

  add(wake: () => void): () => void {
    this.wakers.add(wake);
    void this.ensureConnected();
    return () => this.wakers.delete(wake);
  }

  private ensureConnected(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    client.on('notification', () => this.wakeAll());
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      // Notifications sent while no connection listened are lost: let every subscription look now.
      this.wakeAll();
    } catch {
      this.drop(client);
    }
  }

  wakeAll(): void {
    for (const wake of this.wakers) wake();
  }

  private drop(client: pg.Client) {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (!this.closed && this.wakers.size > 0) {
      setTimeout(() => void this.ensureConnected(), RECONNECT_MS).unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
