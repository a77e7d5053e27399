import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContestCountdown, formatEndTime } from './contest-countdown';

const END = '2025-05-17T19:00:00.000Z'; // 21:00 in Paris
const before = (ms: number) => new Date(END).getTime() - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const renderAt = (now: number, props: Partial<Parameters<typeof ContestCountdown>[0]> = {}) =>
  render(<ContestCountdown endTime={END} now={now} over={false} refreshSeconds={15} showEndTime loading={false} {...props} />);

describe('ContestCountdown', () => {
  it('counts days, hours and minutes with French plurals', () => {
    renderAt(before(2 * DAY + HOUR + 5 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('2 jours, 1 heure et 5 minutes');
  });

  it('uses the singular for one, and leaves out the zero parts', () => {
    const { rerender } = renderAt(before(DAY + HOUR + MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('1 jour, 1 heure et 1 minute');
    rerender(<ContestCountdown endTime={END} now={before(3 * HOUR + 30_000)} over={false} refreshSeconds={15} showEndTime loading={false} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^3 heures$/);
  });

  it('shows the end time in Paris, and the refresh interval', () => {
    renderAt(before(HOUR));
    expect(screen.getByText('Fin le samedi 17 mai 2025 à 21:00')).toBeInTheDocument();
    expect(screen.getByText(/actualisé toutes les 15 s/)).toBeInTheDocument();
    expect(formatEndTime('2025-01-30T19:30:00.000Z')).toBe('jeudi 30 janvier 2025 à 20:30');
  });

  it('does not show the end time when the page hides it', () => {
    renderAt(before(HOUR), { showEndTime: false });
    expect(screen.queryByText(/^Fin le/)).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1 heure');
  });

  it('says C’est terminé once over', () => {
    renderAt(before(-MINUTE), { over: true });
    expect(screen.getByRole('timer')).toHaveTextContent("C'est terminé");
    expect(screen.queryByText(/actualisé/)).not.toBeInTheDocument();
  });
});
