/**
 * Screens that read a whole list again on every event (the room screen, the organiser's seats)
 * start reads that can overlap: two events a few milliseconds apart start two reads, and the
 * answers need not land in the order they were asked. The answer of a read started before one
 * already shown is older than what is on screen and is dropped.
 *
 *   const read = reads.begin();
 *   const answer = await call();
 *   if (reads.isNewest(read)) show(answer);
 */
export class LatestRead {
  private started = 0;
  private shown = 0;

  /** A read starts: its number. */
  begin(): number {
    this.started += 1;
    return this.started;
  }

  /** Its answer lands: true when no read started after it has been shown (then it is shown). */
  isNewest(read: number): boolean {
    if (read < this.shown) return false;
    this.shown = read;
    return true;
  }
}
