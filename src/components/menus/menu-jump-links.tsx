import './menu-jump-links.css';

/**
 * A long menu's sections as links under the page's heading (the food menu's, the
 * drinks'), so that a phone's guest reaches the desserts without scrolling past every
 * main course: plain anchors to each section's element, no JavaScript; each link a
 * tap target at least 44 px tall. On a wide screen the whole menu stands in two
 * columns and the links are not shown (menu-jump-links.css).
 */
export function MenuJumpLinks({
  label,
  sections,
}: {
  /** The navigation's name for screen readers ("Oddíly jídelního lístku"), in the page's words. */
  label: string;
  /** Each section's title and the id of the element a link scrolls to. */
  sections: readonly { target: string; title: string }[];
}) {
  return (
    <nav className="menu-jump" aria-label={label}>
      <ul className="menu-jump__list">
        {sections.map((section) => (
          <li key={section.target}>
            <a className="menu-jump__link" href={`#${section.target}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
