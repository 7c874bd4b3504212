/**
 * A button that becomes its opposite when the API answers (Register → Cancel my registration,
 * in the same place) must not take the second click of a double click as a second request: when
 * the answer lands between the two clicks (a quick API, a busy phone), the second click undoes
 * the first. `detail` is the click count the browser gives every click: 0 from the keyboard, 1 a
 * click, 2 and more the following clicks of a double (or triple) click. Those are not acted on;
 * a deliberate second click, later, is.
 *
 *   <button onClick={(event) => { if (!isRepeatClick(event)) unregister(); }}>
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}
