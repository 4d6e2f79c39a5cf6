import { useEffect, useRef, useState } from "react";
import { FEWER_PARTICLES_BELOW_PX } from "~/config/constants";
import { prefersReducedMotion, whenIdle } from "~/lib/motion";

/** How many particles a canvas draws: fewer on narrow screens, where there is
 * less room and less battery. */
export function particleCount(viewportWidth: number): number {
  return viewportWidth < FEWER_PARTICLES_BELOW_PX ? 18 : 48;
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** ParticlesCanvas is a decorative field of drifting, linked dots drawn on a
 * plain canvas that fills its positioned parent. It starts once the page is
 * idle (decoration waits until the page answers input), draws nothing with
 * reduced motion and pauses while off screen or while the tab is hidden. The
 * number of particles is exposed as data-particles. */
export function ParticlesCanvas({ className = "" }: { className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || prefersReducedMotion()) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      const ctx = canvas.getContext("2d");
      if (!ctx) return;
      const n = particleCount(window.innerWidth);
      setCount(n);
      stop = animate(canvas, ctx, n);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-particles={count}
      className={`pointer-events-none absolute inset-0 size-full ${className}`}
    />
  );
}

/** animate draws n particles on the canvas until the returned function is
 * called, pausing while the canvas is off screen or the tab hidden. */
function animate(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, n: number): () => void {
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  let w = 0;
  let h = 0;
  const resize = () => {
    w = canvas.clientWidth;
    h = canvas.clientHeight;
    canvas.width = w * dpr;
    canvas.height = h * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  };
  resize();
  const particles: Particle[] = Array.from({ length: n }, () => ({
    x: Math.random() * w,
    y: Math.random() * h,
    vx: (Math.random() - 0.5) * 0.35,
    vy: (Math.random() - 0.5) * 0.35,
    r: 1 + Math.random() * 1.8,
  }));
  const link = Math.min(140, w / 5);

  let frame = 0;
  let onScreen = true;
  const draw = () => {
    ctx.clearRect(0, 0, w, h);
    for (const p of particles) {
      p.x = (p.x + p.vx + w) % w;
      p.y = (p.y + p.vy + h) % h;
    }
    ctx.lineWidth = 1;
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d < link) {
          ctx.strokeStyle = `rgba(148, 163, 255, ${0.25 * (1 - d / link)})`;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
      ctx.fillStyle = "rgba(165, 243, 252, 0.7)";
      ctx.beginPath();
      ctx.arc(a.x, a.y, a.r, 0, Math.PI * 2);
      ctx.fill();
    }
    frame = requestAnimationFrame(draw);
  };
  const running = () => frame !== 0;
  const update = () => {
    const shouldRun = onScreen && document.visibilityState !== "hidden";
    if (shouldRun && !running()) frame = requestAnimationFrame(draw);
    if (!shouldRun && running()) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    canvas.dataset.running = String(shouldRun);
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting);
    update();
  });
  observer.observe(canvas);
  document.addEventListener("visibilitychange", update);
  window.addEventListener("resize", resize);
  update();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    document.removeEventListener("visibilitychange", update);
    window.removeEventListener("resize", resize);
  };
}
