// Timers driven by the Go host: nothing here waits. setTimeout and friends
// queue their callback; the host drains the promise jobs, then calls
// globalThis.__runTimer() to run the next timer, earliest first, moving a
// virtual clock to its due time. A render is deterministic, so skipping the
// wait changes no byte and costs no time.
const queue = [];
let clock = 0;
let nextId = 1;

function schedule(fn, delay, args) {
  if (typeof fn !== "function") throw new TypeError("timer callback is not a function");
  const id = nextId++;
  const due = clock + Math.max(0, Number(delay) || 0);
  let at = queue.length;
  while (at > 0 && queue[at - 1].due > due) at--; // stable: equal times keep their order
  queue.splice(at, 0, { id, due, fn, args });
  return id;
}

function cancel(id) {
  const at = queue.findIndex((t) => t.id === id);
  if (at >= 0) queue.splice(at, 1);
}

export function installTimers(g) {
  g.setTimeout = (fn, delay, ...args) => schedule(fn, delay, args);
  g.clearTimeout = cancel;
  g.setInterval = () => {
    throw new Error("setInterval is not available while rendering");
  };
  g.clearInterval = cancel;
  g.setImmediate = (fn, ...args) => schedule(fn, 0, args);
  g.clearImmediate = cancel;
  if (typeof g.queueMicrotask !== "function") {
    g.queueMicrotask = (fn) => void Promise.resolve().then(fn);
  }
  g.performance = { now: () => clock, timeOrigin: 0 };
  /** __runTimer runs the earliest timer; false when none is queued. */
  g.__runTimer = () => {
    const timer = queue.shift();
    if (!timer) return false;
    clock = timer.due;
    timer.fn(...timer.args);
    return true;
  };
}
