import { Link } from 'react-router';
import { Trans } from '../../../../lib/i18n.tsx';

/** The editor's sections, as the sidebar lists them. */
export function SectionList() {
  return (
    <nav aria-label="Appearance sections">
      <ul className="sw-appearance-nav">
        <li>
          <Link to="/admin/appearance/general" data-testid="appearance-nav-general">
            <Trans message="General" />
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance/themes" data-testid="appearance-nav-themes">
            <Trans message="Themes" />
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance/menus" data-testid="appearance-nav-menus">
            <Trans message="Menus" />
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance/custom-code" data-testid="appearance-nav-custom-code">
            <Trans message="Custom Code" />
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance/seo" data-testid="appearance-nav-seo">
            <Trans message="SEO Settings" />
          </Link>
        </li>
        <li>
          <Link to="/admin/appearance/cookie-notice" data-testid="appearance-nav-cookie-notice">
            <Trans message="Cookie notice" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
