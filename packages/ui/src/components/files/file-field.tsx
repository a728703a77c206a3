import { FileUp, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { FieldProps } from '../forms/field-props';
import { FormField } from '../forms/form-field';
import { checkFile, isTooLong, isVideo, type FileProblem, type FileRules } from './file-rules';
import { readVideoDuration } from './video-duration';

export type FileFieldProps = FieldProps &
  FileRules & {
    /** The longest video accepted, in seconds (e.g. 120). */
    maxDuration?: number;
    /** The messages of refused files, e.g. the specification's "File too big, please select a file less than 20MB". */
    messages?: Partial<Record<FileProblem, string>>;
    /** The chosen file; controlled when given. */
    value?: File | null;
    /** Called with the accepted file, or null when it is removed or a refused one is chosen. */
    onChange?: (file: File | null) => void;
    /** Reads a video's length in seconds; the browser's `<video>` metadata by default (inject one in tests). */
    readDuration?: (file: File) => Promise<number | null>;
    /**
     * Checks the file's content after its type and size pass (e.g. a PDF's first
     * bytes, `hasPdfSignature`): false refuses it as the wrong type, whatever its name says.
     */
    checkContent?: (file: File) => Promise<boolean>;
    name?: string;
    required?: boolean;
    disabled?: boolean;
    id?: string;
    onBlur?: () => void;
  };

/**
 * A labelled single-file picker: a native file input (keyboard and screen
 * readers as the browser gives them) with a drop zone, the chosen file's name
 * and a remove button. Refuses files of the wrong type (by name and MIME type,
 * and by content with `checkContent`), too large, or videos too long, with the
 * messages passed in.
 */
export function FileField({
  label,
  description,
  error,
  className,
  accept,
  maxSize,
  maxDuration,
  messages,
  value,
  onChange,
  readDuration = readVideoDuration,
  checkContent,
  name,
  required,
  disabled,
  id,
  onBlur,
}: FileFieldProps) {
  const { t } = useTranslation('files');
  const inputRef = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const controlled = value !== undefined;
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const file = controlled ? value : ownFile;
  const defaults: Record<FileProblem, string> = {
    wrongType: t('fileWrongType'),
    tooLarge: t('fileTooLarge'),
    tooLong: t('fileTooLong'),
  };
  const shownError = problem ? (messages?.[problem] ?? defaults[problem]) : error;

  const settle = (next: File | null, refused: FileProblem | null) => {
    setChecking(false);
    setProblem(refused);
    if (!next && inputRef.current) inputRef.current.value = '';
    if (!controlled) setOwnFile(next);
    onChange?.(next);
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const current = ++attempt.current;
    const refused = checkFile(chosen, { accept, maxSize });
    if (refused) {
      settle(null, refused);
      return;
    }
    if (checkContent) {
      setChecking(true);
      const genuine = await checkContent(chosen);
      if (current !== attempt.current) return;
      if (!genuine) {
        settle(null, 'wrongType');
        return;
      }
    }
    if (maxDuration !== undefined && isVideo(chosen)) {
      setChecking(true);
      const seconds = await readDuration(chosen);
      if (current !== attempt.current) return;
      if (isTooLong(seconds, maxDuration)) {
        settle(null, 'tooLong');
        return;
      }
    }
    settle(chosen, null);
  };

  const remove = () => {
    attempt.current += 1;
    settle(null, null);
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void choose(event.dataTransfer.files[0]);
  };

  return (
    <FormField
      label={label}
      description={description}
      error={shownError}
      name={name}
      id={id}
      required={required}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <div data-slot="file-field" className="flex flex-col gap-2">
          {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- dropping is a pointer shortcut; the native file input inside is the keyboard and screen-reader path */}
          <div
            data-dragging={dragging ? '' : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => {
              setDragging(false);
            }}
            onDrop={onDrop}
            className={cn(
              'relative flex items-center justify-center rounded-md border border-dashed border-neutral-400 bg-surface-muted',
              'has-focus-visible:outline-2 has-focus-visible:outline-ring data-dragging:border-primary-700 data-dragging:bg-primary-50',
              shownError && 'border-danger-600',
              disabled && 'opacity-60',
            )}
          >
            <input
              ref={inputRef}
              type="file"
              {...control}
              name={name}
              accept={accept}
              required={required}
              aria-required={required || undefined}
              className="peer sr-only"
              onBlur={onBlur}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
            <label
              htmlFor={control.id}
              className={cn(
                'flex w-full cursor-pointer flex-col items-center gap-1 px-4 py-5 text-center text-sm',
                disabled && 'cursor-not-allowed',
              )}
            >
              <FileUp aria-hidden="true" className="size-5 text-primary-700" />
              <span className="font-semibold text-primary-700">{t('fileChoose')}</span>
              <span className="text-foreground-muted">{t('fileDropHint')}</span>
            </label>
          </div>
          {checking && (
            <p role="status" className="text-sm text-foreground-muted">
              {t('fileChecking')}
            </p>
          )}
          {file && !checking && (
            <div
              data-slot="file-field-file"
              className="flex items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm"
            >
              <span className="truncate text-foreground" dir="auto">
                {file.name}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('fileRemove', { name: file.name })}
                onClick={remove}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-foreground-muted hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
