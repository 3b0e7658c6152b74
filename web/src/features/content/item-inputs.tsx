import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COLLECTION_LIMITS, type CollectionField } from '../../../../common/collections.ts';
import type { UploadQueue } from '../../../../common/uploads/queue.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { UploadButton } from '../uploads/upload-button.tsx';
import { fetchItems, itemsQueryKey } from './content-api.ts';
import { uploadImages } from './content-uploads.ts';
import { addTags, charactersLeft } from './item-format.ts';
import { PostTextEditor } from './post-text-editor.tsx';

// The item editor's inputs: a counted text field (SEO), tags, an image (uploaded or an address)
// and one input per type of a collection's own fields. Labels arrive translated (or are the
// owner's own field labels).

export function CountedField({ label, value, limit, onChange, multiline, testId }: { label: string; value: string; limit: number; onChange: (value: string) => void; multiline?: boolean; testId: string }) {
  const trans = useTrans();
  const id = useId();
  const left = charactersLeft(value, limit);
  const props = {
    id,
    className: 'sw-input',
    value,
    'aria-describedby': `${id}-count`,
    'aria-invalid': left < 0 ? true : undefined,
    'data-testid': testId,
  };
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} /> : <input {...props} onChange={(event) => onChange(event.target.value)} />}
      <span id={`${id}-count`} className={left < 0 ? 'sw-field-error sw-content-counter' : 'sw-field-description sw-content-counter'} data-testid={`${testId}-count`}>
        {trans(':count / :limit', { count: [...value].length, limit })}
      </span>
    </div>
  );
}

export function TagsInput({ label, tags, onChange, testId }: { label: string; tags: readonly string[]; onChange: (tags: string[]) => void; testId: string }) {
  const trans = useTrans();
  const id = useId();
  const [typed, setTyped] = useState('');
  const commit = () => {
    if (!typed.trim()) return;
    onChange(addTags(tags, typed));
    setTyped('');
  };
  const full = tags.length >= COLLECTION_LIMITS.tags;
  return (
    <div className="sw-field" data-testid={testId}>
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="sw-content-tag-list">
          {tags.map((tag) => (
            <li key={tag} className="sw-content-tag" data-testid={`${testId}-tag`}>
              {tag}
              <button type="button" aria-label={trans('Remove :tag', { tag })} title={trans('Remove :tag', { tag })} onClick={() => onChange(tags.filter((other) => other !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="sw-input"
        value={typed}
        disabled={full}
        maxLength={COLLECTION_LIMITS.tagChars * 4}
        placeholder={full ? trans('No more tags') : trans('Add a tag and press Enter')}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          // A comma ends a tag, as Enter does.
          if (event.target.value.includes(',')) {
            onChange(addTags(tags, event.target.value));
            setTyped('');
          } else setTyped(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Backspace' && !typed && tags.length) onChange(tags.slice(0, -1));
        }}
        onBlur={commit}
      />
    </div>
  );
}

/** An image by address: uploaded here (the address fills in) or typed; a preview shows it. */
export function ImageInput({ label, value, onChange, queue, testId }: { label: string; value: string; onChange: (url: string) => void; queue: Pick<UploadQueue, 'add'>; testId: string }) {
  const trans = useTrans();
  const id = useId();
  return (
    <div className="sw-field sw-content-image-input" data-testid={testId}>
      <label className="sw-label" htmlFor={id}>
        {label}
      </label>
      {value && <img className="sw-content-image-preview" src={value} alt="" data-testid={`${testId}-preview`} />}
      <input id={id} className="sw-input" type="url" value={value} placeholder="https://" data-testid={`${testId}-url`} onChange={(event) => onChange(event.target.value.trim())} />
      <div className="sw-content-image-actions">
        <UploadButton
          accept={['image']}
          data-testid={`${testId}-upload`}
          onFiles={(files) => {
            const error = uploadImages(queue, files.slice(0, 1), (url) => onChange(url));
            if (error) toast.danger(trans(error));
          }}
        >
          {trans('Upload image')}
        </UploadButton>
        {value && (
          <Button variant="text" size="sm" onClick={() => onChange('')}>
            {trans('Remove')}
          </Button>
        )}
      </div>
    </div>
  );
}

function ReferenceInput({ projectId, field, value, onChange, id }: { projectId: number; field: CollectionField; value: unknown; onChange: (value: unknown) => void; id: string }) {
  const trans = useTrans();
  const target = field.collection ?? '';
  const query = { status: '' as const, tag: '', page: 1 };
  const items = useQuery({
    queryKey: [...itemsQueryKey(projectId, target, query), 'choices'],
    queryFn: ({ signal }) => fetchItems(projectId, target, query, signal, COLLECTION_LIMITS.maxPerPage),
    enabled: target !== '',
  });
  return (
    <select
      id={id}
      className="sw-input"
      value={value === null || value === undefined ? '' : String(value)}
      data-testid={`field-${field.key}`}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">{items.isPending && target ? trans('Loading…') : trans('None')}</option>
      {(items.data?.data ?? []).map((item) => (
        <option key={item.id} value={item.id}>
          {item.title}
        </option>
      ))}
    </select>
  );
}

export interface FieldInputProps {
  projectId: number;
  field: CollectionField;
  value: unknown;
  onChange: (value: unknown) => void;
  queue: Pick<UploadQueue, 'add'>;
  /** Bumps when the item is replaced from the server: a rich-text field starts afresh. */
  generation: number;
  /** The server's problem with the value. */
  error?: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One of the collection's own fields, with the input its type needs. */
export function FieldInput({ projectId, field, value, onChange, queue, generation, error }: FieldInputProps) {
  const id = useId();
  const testId = `field-${field.key}`;
  const problem = error ? (
    <span className="sw-field-error" role="alert" data-testid={`${testId}-error`}>
      {error}
    </span>
  ) : null;
  if (field.type === 'image') {
    return (
      <div>
        <ImageInput label={field.label} value={text(value)} onChange={onChange} queue={queue} testId={testId} />
        {problem}
      </div>
    );
  }
  if (field.type === 'tags') {
    return (
      <div>
        <TagsInput label={field.label} tags={Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []} onChange={onChange} testId={testId} />
        {problem}
      </div>
    );
  }
  const label = (
    <label className="sw-label" htmlFor={id} id={`${id}-label`}>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </label>
  );
  let input;
  switch (field.type) {
    case 'richText':
      input = <PostTextEditor key={generation} initialHtml={text(value)} onChange={onChange} labelledBy={`${id}-label`} imageQueue={queue} testId={testId} size="sm" />;
      break;
    case 'reference':
      input = <ReferenceInput projectId={projectId} field={field} value={value} onChange={onChange} id={id} />;
      break;
    case 'number':
      input = (
        <input id={id} className="sw-input" type="number" required={field.required} value={text(value)} data-testid={testId} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))} />
      );
      break;
    case 'date':
      input = <input id={id} className="sw-input" type="date" required={field.required} value={text(value).slice(0, 10)} data-testid={testId} onChange={(event) => onChange(event.target.value || null)} />;
      break;
    case 'link':
      input = <input id={id} className="sw-input" type="url" required={field.required} value={text(value)} placeholder="https://" data-testid={testId} onChange={(event) => onChange(event.target.value)} />;
      break;
    default:
      input = (
        <textarea id={id} className="sw-input" rows={2} required={field.required} maxLength={COLLECTION_LIMITS.textChars} value={text(value)} data-testid={testId} onChange={(event) => onChange(event.target.value)} />
      );
  }
  return (
    <div className="sw-field">
      {label}
      {input}
      {problem}
    </div>
  );
}
