import type { Subscription } from './event-store.ts';

/** The subscriptions a store started, so that close() can stop them (gracefully) before closing connections. */
export class TrackedSubscriptions {
  private readonly live = new Set<Subscription>();

  track(subscription: Subscription): Subscription {
    const tracked: Subscription = {
      stop: async () => {
        this.live.delete(tracked);
        await subscription.stop();
      },
    };
    this.live.add(tracked);
    return tracked;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.live].map((subscription) => subscription.stop()));
  }
}
