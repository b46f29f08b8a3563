import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  title: string;
  to: string;
  body: string;
}

/** A titled section of linked cards, as many per row as fit. */
export default function CardGrid({ id, heading, cards }: { id: string; heading: string; cards: Card[] }): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3>
                <Link to={card.to}>{card.title}</Link>
              </h3>
              <p>{card.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
