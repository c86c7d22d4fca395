import type { TodayStatus } from './today-status';
import './home-status.css';

/** Open now or when it opens next, under the home page's title: a dot, the headline and one line of detail. */
export function HomeStatus({ status }: { status: TodayStatus }) {
  return (
    <p className={status.open ? 'home-status home-status--open' : 'home-status'}>
      <strong className="home-status__headline">{status.headline}</strong>
      <span className="home-status__detail">{status.detail}</span>
    </p>
  );
}
