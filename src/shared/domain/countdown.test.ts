import { describe, expect, it } from 'vitest';
import { countdownText, isOver, remainingTime } from './countdown';

const END = '2025-05-17T21:00:00+02:00';
const before = (ms: number) => new Date(new Date(END).getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('remainingTime', () => {
  it('splits the time left into whole days, hours and minutes', () => {
    expect(remainingTime(END, before(2 * DAY + HOUR + 5 * MINUTE + 59_000))).toEqual({
      days: 2,
      hours: 1,
      minutes: 5,
      totalMs: 2 * DAY + HOUR + 5 * MINUTE + 59_000,
    });
  });

  it('is all zeros once over', () => {
    expect(remainingTime(END, before(-DAY))).toEqual({ days: 0, hours: 0, minutes: 0, totalMs: 0 });
  });

  it('accepts dates, ISO texts and milliseconds', () => {
    const end = new Date(END);
    expect(remainingTime(end, end.getTime() - HOUR).hours).toBe(1);
    expect(remainingTime(end.getTime(), new Date(end.getTime() - HOUR)).hours).toBe(1);
  });
});

describe('isOver', () => {
  it('is over from the end instant on', () => {
    expect(isOver(END, before(1))).toBe(false);
    expect(isOver(END, before(0))).toBe(true);
    expect(isOver(END, before(-1))).toBe(true);
  });
});

describe('countdownText', () => {
  it('writes every part with its plural', () => {
    expect(countdownText(END, before(2 * DAY + HOUR + 5 * MINUTE))).toBe('2 jours, 1 heure et 5 minutes');
    expect(countdownText(END, before(DAY + 2 * HOUR + MINUTE))).toBe('1 jour, 2 heures et 1 minute');
  });

  it('leaves out the parts that are zero', () => {
    expect(countdownText(END, before(3 * DAY + 5 * MINUTE))).toBe('3 jours et 5 minutes');
    expect(countdownText(END, before(HOUR + 30 * MINUTE))).toBe('1 heure et 30 minutes');
    expect(countdownText(END, before(2 * DAY))).toBe('2 jours');
    expect(countdownText(END, before(4 * HOUR))).toBe('4 heures');
    expect(countdownText(END, before(MINUTE))).toBe('1 minute');
    expect(countdownText(END, before(DAY + 3 * HOUR))).toBe('1 jour et 3 heures');
  });

  it('counts whole minutes and says so in the last minute', () => {
    expect(countdownText(END, before(MINUTE + 59_000))).toBe('1 minute');
    expect(countdownText(END, before(59_000))).toBe("moins d'une minute");
  });

  it("says 'C'est terminé' from the end on", () => {
    expect(countdownText(END, before(0))).toBe("C'est terminé");
    expect(countdownText(END, before(-5 * DAY))).toBe("C'est terminé");
  });
});
