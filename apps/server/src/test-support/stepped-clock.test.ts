import { expect, it } from "vitest";
import { steppedClock } from "./stepped-clock.js";

it("advance moves the clock at once and runs what falls due in order, timers armed meanwhile for now too; cancelled and later ones wait", () => {
  const clock = steppedClock();
  const start = clock.now();
  const ran: string[] = [];
  clock.after(20_000, () => ran.push("twenty"));
  clock.after(10_000, () => {
    ran.push("ten");
    clock.after(0, () => ran.push("ten, then at once"));
    clock.after(30_000, () => ran.push("ten, then in 30 s"));
  });
  clock.after(5_000, () => ran.push("cancelled"))();
  clock.after(120_000, () => ran.push("late"));
  clock.advance(60_000);
  expect(clock.now() - start).toBeGreaterThanOrEqual(60_000);
  expect(ran).toEqual(["ten", "twenty", "ten, then at once"]);
  clock.advance(60_000);
  expect(ran.slice(3)).toEqual(["ten, then in 30 s", "late"]);
});
