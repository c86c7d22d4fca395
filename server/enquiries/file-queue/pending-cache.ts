import { enquiryIdTime } from '../enquiry';

/**
 * What is pending, for `Outbox.stats()` (synchronous: /readyz, metrics): the last
 * listing of the directory, and what this process added or removed since. A cache
 * only; the directory is the truth, and every listing replaces it.
 */
export class PendingCache {
  private listed: string[] = [];
  private listedIds = new Set<string>();
  private oldestIndex = 0;
  private readonly removed = new Set<string>();
  private readonly added = new Map<string, number>();

  /** A fresh listing, sorted (ids sort by time). */
  replace(sortedIds: string[]): void {
    this.listed = sortedIds;
    this.listedIds = new Set(sortedIds);
    this.oldestIndex = 0;
    this.removed.clear();
    this.added.clear();
  }

  /**
   * A listing taken between a record's write and this call already holds it: it is
   * counted once (it may also have been removed since, and be pending again).
   */
  add(id: string, acceptedAt = enquiryIdTime(id)): void {
    if (!this.listedIds.has(id)) {
      this.added.set(id, acceptedAt);
      return;
    }
    // The front of the listing may have been skipped past it: look again from the start.
    if (this.removed.delete(id)) this.oldestIndex = 0;
  }

  remove(id: string): void {
    if (this.added.delete(id)) return;
    if (this.listedIds.has(id)) this.removed.add(id);
  }

  ids(): string[] {
    return [...this.listed.filter((id) => !this.removed.has(id)), ...this.added.keys()].sort();
  }

  /** Count and oldest acceptance time, without a sort or a file access. */
  summary(): { count: number; oldest: number | null } {
    // Delivery goes oldest first, so the removed ones are at the front of the listing.
    while (this.oldestIndex < this.listed.length && this.removed.has(this.listed[this.oldestIndex]!))
      this.oldestIndex += 1;
    let oldest =
      this.oldestIndex < this.listed.length ? enquiryIdTime(this.listed[this.oldestIndex]!) : Number.POSITIVE_INFINITY;
    for (const at of this.added.values()) if (at < oldest) oldest = at;
    const count = Math.max(0, this.listed.length - this.removed.size) + this.added.size;
    return { count, oldest: count === 0 ? null : oldest };
  }
}
