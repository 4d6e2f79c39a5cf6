import { describe, expect, it } from "vitest";
import { FEWER_PARTICLES_BELOW_PX } from "~/config/constants";
import { particleCount } from "./particles-canvas";

describe("particleCount", () => {
  it("draws fewer particles below FEWER_PARTICLES_BELOW_PX", () => {
    expect(particleCount(FEWER_PARTICLES_BELOW_PX - 1)).toBeLessThan(particleCount(FEWER_PARTICLES_BELOW_PX));
    expect(particleCount(360)).toBe(particleCount(FEWER_PARTICLES_BELOW_PX - 1));
    expect(particleCount(1920)).toBe(particleCount(FEWER_PARTICLES_BELOW_PX));
    expect(particleCount(360)).toBeGreaterThan(0);
  });
});
