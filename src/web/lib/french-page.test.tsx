import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useFrenchPage } from './french-page';
import { startI18n } from './i18n';

function StaffPage() {
  useFrenchPage();
  return <p>Tableau de bord</p>;
}

afterEach(() => void startI18n('fr'));

it('keeps a page not translated yet in French for an English visitor, and gives the language back when it closes', () => {
  startI18n('en');
  const { unmount } = render(<StaffPage />);
  expect(document.documentElement.lang).toBe('fr');
  unmount();
  expect(document.documentElement.lang).toBe('en');
});
