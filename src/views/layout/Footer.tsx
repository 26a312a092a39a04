/**
 * Site footer (spec 000 §1 "a directory footer with the ministry's contact details, terms-of-use
 * and FAQ links"; §2 "A static footer list of procedure categories (lodging, gift shops, travel
 * agencies, boat trips, adventure, hiking)"; the privacy-policy page /app/policy).
 *
 * `<footer>` landmark with three sections (each with an `<h2>`): directory (address, phones as
 * `tel:` links, e-mail as `mailto:`, hours, inside `<address>`), categories (static list), links
 * (terms, FAQ, policy and, when configured, the tourism-investment system; internal paths use the
 * router, others open normally or in a new tab when `external`). A copyright line closes it. All texts come from props.
 */
import { container, visuallyHidden } from '../../styles/utilities.css';
import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import * as css from './Footer.css';

/** A footer link. */
export interface FooterLink {
  label: string;
  href: string;
  /** Open in a new tab (external site). */
  external?: boolean;
}

/** Contact details of the ministry (from the content API or static data). */
export interface FooterDirectory {
  address: string;
  phones: readonly string[];
  email: string;
  hours: string;
}

/** Texts of the footer. */
export interface FooterLabels {
  /** e.g. 'Directorio' */
  directoryTitle: string;
  /** e.g. 'Trámites por categoría' */
  categoriesTitle: string;
  /** e.g. 'Enlaces' */
  linksTitle: string;
  /** Screen-reader prefixes, e.g. 'Dirección', 'Teléfono', 'Correo electrónico', 'Horario'. */
  address: string;
  phone: string;
  email: string;
  hours: string;
  /** Suffix for links opening a new tab, e.g. '(se abre en una pestaña nueva)'. */
  newTab?: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  directory: FooterDirectory;
  /** `investment`: the external tourism-investment system (spec 000 §1), absent when not configured. */
  links: { terms: FooterLink; faq: FooterLink; policy: FooterLink; investment?: FooterLink };
  /** Static category labels (lodging, gift shops, travel agencies, boat trips, adventure, hiking). */
  categories: readonly string[];
  /** Copyright line, e.g. '© 2024 Ministerio de Turismo de la República Dominicana'. */
  copyright: string;
  labels: FooterLabels;
}

/** `tel:` URI for a displayed phone number (keeps digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** See module documentation. */
export function Footer({ directory, links, categories, copyright, labels }: FooterProps) {
  const linkList = [links.terms, links.faq, links.policy, links.investment].filter((l) => l !== undefined);
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.grid}>
          <section className={css.section} aria-labelledby="footer-directory">
            <h2 id="footer-directory" className={css.heading}>
              {labels.directoryTitle}
            </h2>
            <address className={css.address}>
              <p className={css.row}>
                <Icon name="location" size={18} className={css.rowIcon} />
                <span>
                  <span className={visuallyHidden}>{labels.address}: </span>
                  {directory.address}
                </span>
              </p>
              {directory.phones.map((phone) => (
                <p key={phone} className={css.row}>
                  <Icon name="phone" size={18} className={css.rowIcon} />
                  <span>
                    <span className={visuallyHidden}>{labels.phone}: </span>
                    <a className={css.link} href={telHref(phone)}>
                      {phone}
                    </a>
                  </span>
                </p>
              ))}
              {directory.email ? (
                <p className={css.row}>
                  <Icon name="mail" size={18} className={css.rowIcon} />
                  <span>
                    <span className={visuallyHidden}>{labels.email}: </span>
                    <a className={css.link} href={`mailto:${directory.email}`}>
                      {directory.email}
                    </a>
                  </span>
                </p>
              ) : null}
              <p className={css.row}>
                <Icon name="clock" size={18} className={css.rowIcon} />
                <span>
                  <span className={visuallyHidden}>{labels.hours}: </span>
                  {directory.hours}
                </span>
              </p>
            </address>
          </section>

          <section className={css.section} aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={css.heading}>
              {labels.categoriesTitle}
            </h2>
            <ul className={css.list}>
              {categories.map((category) => (
                <li key={category} className={css.muted}>
                  {category}
                </li>
              ))}
            </ul>
          </section>

          <section className={css.section} aria-labelledby="footer-links">
            <h2 id="footer-links" className={css.heading}>
              {labels.linksTitle}
            </h2>
            <ul className={css.list}>
              {linkList.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} unstyled className={css.link} external={link.external} newTabLabel={labels.newTab}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={css.bottom}>{copyright}</p>
      </div>
    </footer>
  );
}
