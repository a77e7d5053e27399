import type { ReactNode } from 'react';
import classes from './contest-page-view.module.css';

/** A public contest page: the dark hero (eyebrow, title, a line of text, the countdown beside) over the content. */
export function ContestFrame({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="contest-title">
        <div className={classes.heroInner}>
          <div className={classes.heroText}>
            {eyebrow !== undefined && <p className={classes.eyebrow}>{eyebrow}</p>}
            <h1 id="contest-title">{title}</h1>
            {intro}
          </div>
          {aside}
        </div>
      </section>
      {children !== undefined && <div className={classes.content}>{children}</div>}
    </div>
  );
}
