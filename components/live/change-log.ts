/**
 * The live panel shows lists read whole from the API (each catch-up, when a channel becomes
 * ready) and changed one item at a time by events. A read answers with the list as it was when
 * the API read it; an event that arrives while the read is on its way can be newer than that
 * answer, and replacing the list with the answer would undo it: the organiser's queue lost a
 * question asked right as a catch-up read was answered, and never showed it (clean-clone CI of
 * 0c17b4a, live-room.spec:173). So every change an event makes is recorded while a read is on
 * its way, and made again on top of that read's answer. The changes are the same merges, upserts
 * and removals the events make (made twice, they give the same list).
 */
export class ChangeLog<S> {
  private seq = 0;
  private readonly reads = new Set<{ at: number }>();
  private changes: Array<{ seq: number; change: (state: S) => S }> = [];

  /** An event's change, kept while any read is on its way; returned to be applied now as well. */
  record(change: (state: S) => S): (state: S) => S {
    this.seq += 1;
    if (this.reads.size > 0) this.changes.push({ seq: this.seq, change });
    return change;
  }

  /** A whole read starts. */
  begin(): { at: number } {
    const read = { at: this.seq };
    this.reads.add(read);
    return read;
  }

  /** The read's answer with every change recorded since it began made again on top. */
  settle(read: { at: number }, answer: S): S {
    let state = answer;
    for (const { seq, change } of this.changes) if (seq > read.at) state = change(state);
    this.end(read);
    return state;
  }

  /** The read failed or was not needed: its changes need not be kept for it. */
  end(read: { at: number }): void {
    this.reads.delete(read);
    const oldest = Math.min(...[...this.reads].map((r) => r.at));
    this.changes = this.reads.size === 0 ? [] : this.changes.filter((c) => c.seq > oldest);
  }
}
