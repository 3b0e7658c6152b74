import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../../common/editor/types.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { DropdownMenu, MenuLinkItem, MenuSeparator } from '../../ui/dropdown-menu.tsx';
import { contentPath } from '../content/paths.ts';
import { submissionsPath } from '../forms/paths.ts';
import { displayUrl } from '../publishing/deploy-format.ts';
import { PublishedThumbnail } from '../publishing/published-thumbnail.tsx';
import { editedLabel, placeholderHue, projectInitials, projectThumbnailUrl } from './project-card-meta.ts';

export interface ProjectCardProps {
  project: Project;
  onRename: (project: Project) => void;
  onDuplicate: (project: Project) => void;
  onDelete: (project: Project) => void;
  onPublishing: (project: Project) => void;
}

/**
 * One site: the whole card opens it in the editor (its name is the link, stretched over the card),
 * the ⋯ menu renames, duplicates or deletes it, opens its publishing settings, its content (posts and collections) or its form submissions. A live site shows
 * its home page as the picture and links to its address.
 */
export function ProjectCard({ project, onRename, onDuplicate, onDelete, onPublishing }: ProjectCardProps) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const cardRef = useRef<HTMLLIElement>(null);
  const edited = editedLabel(project.updated_at, { locale: i18n.language, translate: trans });
  const liveUrl = project.published_url;

  // The chosen item unmounts with the menu; putting focus back on the menu button first lets the
  // dialog return focus there when it closes.
  const choose = (close: () => void, action: (project: Project) => void) => () => {
    close();
    cardRef.current?.querySelector<HTMLElement>('[data-testid=project-menu]')?.focus();
    action(project);
  };

  return (
    <li ref={cardRef} className="sw-project-card" data-testid="project-card" data-project-id={project.id} data-published={liveUrl ? 'true' : 'false'}>
      {liveUrl ? <PublishedThumbnail url={liveUrl} version={project.live_deploy} /> : <ProjectThumbnail project={project} />}
      <div className="sw-project-body">
        <div className="sw-project-text">
          <Link to={`/editor/${project.id}`} className="sw-project-open" data-testid="project-open" title={trans('Open in editor')}>
            {project.name}
          </Link>
          <span className="sw-project-meta">
            {edited && <time dateTime={project.updated_at}>{edited}</time>}
            <span className={liveUrl ? 'sw-badge sw-project-badge-published' : 'sw-badge sw-project-badge-draft'} data-testid="project-status">
              <Trans message={liveUrl ? 'Published' : 'Draft'} />
            </span>
            {liveUrl && (
              <a className="sw-project-live-link" href={liveUrl} target="_blank" rel="noopener noreferrer" data-testid="project-live-link" title={trans('Open the live site')}>
                {displayUrl(liveUrl)}
              </a>
            )}
          </span>
        </div>
        <DropdownMenu trigger={<span aria-hidden="true">⋯</span>} triggerLabel={trans('Actions for :name', { name: project.name })} triggerClassName="sw-icon-btn sw-project-menu-trigger" testId="project-menu">
          {(close) => (
            <>
              <MenuAction testId="project-rename" onSelect={choose(close, onRename)}>
                <Trans message="Rename" />
              </MenuAction>
              <MenuAction testId="project-duplicate" onSelect={choose(close, onDuplicate)}>
                <Trans message="Duplicate" />
              </MenuAction>
              <MenuAction testId="project-publishing" onSelect={choose(close, onPublishing)}>
                <Trans message="Publishing and domains" />
              </MenuAction>
              <MenuLinkItem to={contentPath(project.id)} onSelect={close}>
                <Trans message="Content" />
              </MenuLinkItem>
              <MenuLinkItem to={submissionsPath(project.id)} onSelect={close}>
                <Trans message="Submissions" />
              </MenuLinkItem>
              <MenuSeparator />
              <MenuAction testId="project-delete" onSelect={choose(close, onDelete)} danger>
                <Trans message="Delete" />
              </MenuAction>
            </>
          )}
        </DropdownMenu>
      </div>
    </li>
  );
}

function MenuAction({ children, onSelect, testId, danger }: { children: ReactNode; onSelect: () => void; testId: string; danger?: boolean }) {
  return (
    <button type="button" role="menuitem" className={danger ? 'sw-menu-item sw-menu-item-danger' : 'sw-menu-item'} onClick={onSelect} data-testid={testId}>
      {children}
    </button>
  );
}

/** The template's picture, or (no template, or the picture fails to load) a coloured tile with initials. */
function ProjectThumbnail({ project }: { project: Project }) {
  const url = projectThumbnailUrl(project);
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <div className="sw-project-thumb">
        <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
      </div>
    );
  }
  const hue = placeholderHue(project.uuid || String(project.id));
  return (
    <div className="sw-project-thumb sw-project-thumb-placeholder" style={{ ['--sw-thumb-hue' as string]: hue }} aria-hidden="true">
      <span>{projectInitials(project.name)}</span>
    </div>
  );
}
