import { createContext, useContext, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useReportDirty } from '../dialog/dirty-forms';
import { createPendingWork, PendingWorkContext, settledWithin } from './pending-work';

const FormErrorsContext = createContext<FieldErrors | undefined>(undefined);

export type FormProps<TValues extends FieldValues, TContext = unknown, TSubmitted extends FieldValues = TValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  /** What `useForm()` returned (e.g. with `resolver: zodResolver(schema)`). */
  form: UseFormReturn<TValues, TContext, TSubmitted>;
  onSubmit: SubmitHandler<TSubmitted>;
  onInvalid?: SubmitErrorHandler<TValues>;
  children: ReactNode;
};

/**
 * A `<form>` wired to react-hook-form: it provides the form to the fields
 * (`useFormContext`), validates on submit (the browser's own validation is off
 * so the schema's messages are the ones shown), and lets every `FormField` with
 * a `name` show that field's error message. A submit while a field still
 * works on its value (a picture being cropped, see `PendingWork`) waits for it
 * first, so the first press goes through; presses while it waits are ignored.
 * Inside a `Dialog`, its unsaved changes make closing the dialog ask first.
 */
export function Form<TValues extends FieldValues, TContext = unknown, TSubmitted extends FieldValues = TValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  ...props
}: FormProps<TValues, TContext, TSubmitted>) {
  const { errors, isDirty } = useFormState({ control: form.control });
  // In a dialog: closing it while the user has changed something asks "Discard changes?" first.
  useReportDirty(isDirty);
  const [work] = useState(createPendingWork);
  const waiting = useRef(false);
  const submit: NonNullable<ComponentProps<'form'>['onSubmit']> = (event) => {
    if (!work.isPending()) {
      void form.handleSubmit(onSubmit, onInvalid)(event);
      return;
    }
    event.preventDefault();
    if (waiting.current) return;
    waiting.current = true;
    void settledWithin(work).then(() => {
      waiting.current = false;
      return form.handleSubmit(onSubmit, onInvalid)();
    });
  };
  return (
    <FormProvider {...form}>
      <FormErrorsContext.Provider value={errors}>
        <PendingWorkContext.Provider value={work}>
          <form
            data-slot="form"
            noValidate
            className={cn('flex flex-col gap-4', className)}
            onSubmit={submit}
            {...props}
          >
            {children}
          </form>
        </PendingWorkContext.Provider>
      </FormErrorsContext.Provider>
    </FormProvider>
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message of the field `name` (dotted path, e.g. "address.state") in the enclosing `Form`, if any. */
export function useFormErrorMessage(name: string | undefined): string | undefined {
  const errors = useContext(FormErrorsContext);
  if (!errors || !name) return undefined;
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  if (!isRecord(node)) return undefined;
  // An array field (e.g. a multi-select) may carry its message on `root`.
  const message = node.message ?? (isRecord(node.root) ? node.root.message : undefined);
  return typeof message === 'string' && message !== '' ? message : undefined;
}
