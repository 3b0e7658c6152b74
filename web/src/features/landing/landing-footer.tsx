import type { ReactNode } from 'react';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Logo } from '../../app/layout/navbar.tsx';
import { MenuItemLink, useMenuItems } from '../../app/menus/menus.tsx';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { PartnerSlider } from './partner-slider.tsx';

/**
 * A column of footer links. The home page's links (/privacy, /terms, /contact, /about,
 * feature requests, changelog, affiliates, /more, /#faq-section) are the seeded items of the
 * "footer" and "footer-secondary" menus, so the admin edits them in the appearance editor.
 */
function FooterColumn({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <nav className={['sw-footer-column', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className="sw-footer-column-title">
        {title}
      </h2>
      <ul>{children}</ul>
    </nav>
  );
}

function MenuColumn({ position, id, title, className }: { position: 'footer' | 'footer-secondary'; id: string; title: ReactNode; className: string }) {
  const items = useMenuItems(position);
  if (!items.length) return null;
  return (
    <FooterColumn id={id} title={title} className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuItemLink item={item} />
        </li>
      ))}
    </FooterColumn>
  );
}

export function LandingFooter() {
  const { settings } = useBootstrapData();
  return (
    <footer className="sw-landing-footer">
      <div id="contact-us" className="sw-landing-container sw-contact-band">
        <div>
          <h2>
            <Trans message="Questions? We're here to help." />
          </h2>
          <p>
            <Trans message="Send us a message and we will get back to you within one business day." />
          </p>
        </div>
        <LinkButton to="/contact" variant="primary" size="lg" data-testid="footer-contact">
          <Trans message="Contact us" />
        </LinkButton>
      </div>
      <div className="sw-landing-container">
        <PartnerSlider />
        <div className="sw-footer-grid">
          <div className="sw-footer-brand">
            <Logo />
            <p>
              <Trans message="Describe it, edit it, publish it: websites made with AI that you fully own." />
            </p>
          </div>
          <FooterColumn id="footer-product" title={<Trans message="Product" />}>
            <li>
              <a href="#features">
                <Trans message="Features" />
              </a>
            </li>
            <li>
              <a href="#solutions">
                <Trans message="Solutions" />
              </a>
            </li>
            <li>
              <a href="#reviews">
                <Trans message="Reviews" />
              </a>
            </li>
            {settings.billing.enable && (
              <li>
                <a href="#pricing">
                  <Trans message="Pricing" />
                </a>
              </li>
            )}
          </FooterColumn>
          <MenuColumn position="footer" id="footer-company" title={<Trans message="Company" />} className="sw-footer-links" />
          <MenuColumn position="footer-secondary" id="footer-resources" title={<Trans message="Resources" />} className="sw-footer-links sw-footer-secondary" />
        </div>
        <div className="sw-footer-bottom">
          <span>
            © {new Date().getFullYear()} {settings.branding.site_name || 'Sitewright'}. <Trans message="All rights reserved." />
          </span>
        </div>
      </div>
    </footer>
  );
}
