/** Roving focus: one item of a group is in the tab order, and the keys a
 * grid or a list answers move it (WAI-ARIA Authoring Practices' grid and
 * radio group). Pure, so that the keyboard's rules are tested apart. */

export interface RovingLayout {
  /** How many items there are. */
  count: number;
  /** Items per row, for a grid; a list has none: Up and Down then move
   * like Left and Right do. */
  columns?: number;
  /** Right to left: ArrowLeft moves forward, ArrowRight back. */
  rtl: boolean;
  /** Whether an item can take focus (a grid's padding cannot). */
  focusable?: (index: number) => boolean;
}

/** nextIndex is where a key moves focus from index, or null when the key
 * is not one the group answers (the caller then leaves it alone). A move
 * past either end stays on the last item reached. */
export function nextIndex(index: number, key: string, layout: RovingLayout): number | null {
  const { count, columns, rtl } = layout;
  const focusable = layout.focusable ?? (() => true);
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  const row = columns ?? count;
  const rowStart = columns ? index - (index % columns) : 0;
  const step = (from: number, by: number) => {
    for (let i = from + by; i >= 0 && i < count; i += by) if (focusable(i)) return i;
    return from;
  };
  const toward = (from: number, by: number) => (focusable(from) ? from : step(from, by));
  switch (key) {
    case forward:
      return step(index, 1);
    case back:
      return step(index, -1);
    case "ArrowDown":
      return columns ? jump(index, columns, count, focusable) : step(index, 1);
    case "ArrowUp":
      return columns ? jump(index, -columns, count, focusable) : step(index, -1);
    case "Home":
      return toward(rowStart, 1);
    case "End":
      return toward(Math.min(rowStart + row, count) - 1, -1);
    default:
      return null;
  }
}

/** jump moves a whole row; onto padding it stops at the nearest item of the
 * way, and past the grid's edge it stays. */
function jump(index: number, by: number, count: number, focusable: (i: number) => boolean): number {
  const target = index + by;
  if (target < 0 || target >= count) return index;
  if (focusable(target)) return target;
  const dir = Math.sign(by);
  for (let i = target; i !== index; i -= dir) if (focusable(i)) return i;
  return index;
}
