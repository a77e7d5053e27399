/** Height of the app's bottom tabs (climber-layout.tsx); the gym page's selection bar sits above them. */
export const TAB_BAR_HEIGHT = 60;
