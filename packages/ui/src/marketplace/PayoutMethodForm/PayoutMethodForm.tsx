import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import {
  bankAccountTypeLabels,
  bankAccountTypes,
  payoutFormValues,
  payoutMethodFields,
  payoutMethodLabels,
  requiredPayoutFields,
  selectablePayoutMethods,
  toPayoutRequest,
  validatePayout,
  validatePayoutField,
  type PaymentSettings,
  type PayoutField,
  type PayoutFormValues,
  type PayoutMethodRequest,
  type SelectablePayoutMethod,
} from './payoutMethods';
import * as styles from './PayoutMethodForm.css';
import { cx } from '../../internal/cx';

/** The form's texts. */
export interface PayoutMethodFormLabels {
  method: string;
  fields: Record<PayoutField, string>;
  stripeIntro: string;
  submit: string;
}

export const defaultPayoutMethodFormLabels: PayoutMethodFormLabels = {
  method: 'Payout method',
  fields: {
    paypal_email: 'PayPal e-mail',
    payoneer_user_id: 'Payoneer user ID',
    wise_email: 'Wise e-mail',
    name: 'Account holder name',
    type: 'Account type',
    account_number: 'Account number or IBAN',
    routing_number: 'Routing number or sort code',
    swift_code: 'Swift or ABA code',
    bank_name: 'Bank name',
    bank_address: 'Bank address',
    phone: 'Phone',
  },
  stripeIntro:
    'Stripe collects your bank details for ACH or wire payouts. After saving you go to Stripe to enter them.',
  submit: 'Save payout method',
};

const inputTypes: Partial<Record<PayoutField, 'email' | 'tel'>> = {
  paypal_email: 'email',
  wise_email: 'email',
  phone: 'tel',
};

const autoCompletes: Partial<Record<PayoutField, string>> = {
  paypal_email: 'email',
  wise_email: 'email',
  name: 'name',
  phone: 'tel',
};

export interface PayoutMethodFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange'
> {
  /** The saved settings the form starts from (read once). @default undefined */
  settings?: PaymentSettings;
  /** The methods offered. @default selectablePayoutMethods */
  methods?: readonly SelectablePayoutMethod[];
  /** Called with the request to save when every field of the chosen method is valid. */
  onSubmit: (submission: { value: PayoutMethodRequest }) => void;
  /** Called on every change with the whole form, every method's fields included. @default undefined */
  onValuesChange?: (change: { values: PayoutFormValues }) => void;
  /** The server's refusal, shown above the fields. @default undefined */
  error?: ReactNode;
  /** Shows the save button busy while saving. @default false */
  busy?: boolean;
  /** Texts. @default defaultPayoutMethodFormLabels */
  labels?: Partial<PayoutMethodFormLabels>;
}

/**
 * The payout method form: PayPal e-mail, Payoneer user ID, Wise e-mail, US banking details (name,
 * Checking or Savings, account number or IBAN, routing number or sort code, Swift or ABA, bank name and
 * address, phone) or ACH/Wire through Stripe. Every method's values are kept while switching, errors
 * show next to their field once it is left or on save, and save focuses the first field to fix.
 */
export const PayoutMethodForm = forwardRef<HTMLFormElement, PayoutMethodFormProps>(function PayoutMethodForm(
  {
    settings,
    methods = selectablePayoutMethods,
    onSubmit,
    onValuesChange,
    error,
    busy = false,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = {
    ...defaultPayoutMethodFormLabels,
    ...labelsProp,
    fields: { ...defaultPayoutMethodFormLabels.fields, ...labelsProp?.fields },
  };
  const [values, setValues] = useState<PayoutFormValues>(() => payoutFormValues(settings));
  const [touched, setTouched] = useState<ReadonlySet<PayoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldsRef = useRef<HTMLDivElement>(null);

  // After a refused save, focus lands on the first field to fix, once it shows its error.
  useEffect(() => {
    if (focusRequest === 0) return;
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors = validatePayout(values);
  const errorOf = (field: PayoutField) =>
    submitted || touched.has(field) ? validatePayoutField(field, values[field]) : undefined;

  const change = (next: PayoutFormValues) => {
    setValues(next);
    onValuesChange?.({ values: next });
  };
  const set = (field: PayoutField, value: string) => {
    change({ ...values, [field]: value });
  };
  const leave = (field: PayoutField) => {
    setTouched((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const request = toPayoutRequest(values);
    if (Object.keys(errors).length > 0 || !request) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onSubmit({ value: request });
  };

  const renderField = (field: PayoutField) => {
    if (field === 'type') {
      return (
        <RadioGroup
          key={field}
          className={styles.wide}
          legend={labels.fields.type}
          orientation="horizontal"
          required
          options={bankAccountTypes.map((type) => ({ value: type, label: bankAccountTypeLabels[type] }))}
          value={values.type || undefined}
          onValueChange={({ value }) => {
            set('type', value);
            leave('type');
          }}
          error={errorOf('type')}
        />
      );
    }
    return (
      <TextField
        key={field}
        className={field === 'bank_address' || field === 'name' ? styles.wide : undefined}
        label={labels.fields[field]}
        name={field}
        type={inputTypes[field] ?? 'text'}
        autoComplete={autoCompletes[field] ?? 'off'}
        required={requiredPayoutFields.has(field)}
        value={values[field]}
        onValueChange={({ value }) => {
          set(field, value);
        }}
        onBlur={() => {
          leave(field);
        }}
        error={errorOf(field)}
      />
    );
  };

  const method = values.method;
  return (
    <form
      ref={ref}
      noValidate
      className={cx(styles.root, className)}
      data-state={method || 'none'}
      onSubmit={submit}
      {...rest}
    >
      {error ? (
        <p role="alert" className={styles.formError}>
          <Icon name="error" size="small" />
          {error}
        </p>
      ) : null}
      <RadioGroup
        legend={labels.method}
        required
        options={methods.map((value) => ({ value, label: payoutMethodLabels[value] }))}
        value={method || undefined}
        onValueChange={({ value }) => {
          const next = methods.find((candidate) => candidate === value);
          if (next) change({ ...values, method: next });
        }}
        error={submitted && errors.method ? errors.method : undefined}
      />
      <div ref={fieldsRef} className={styles.fields}>
        {method === 'stripe' ? <p className={styles.text}>{labels.stripeIntro}</p> : null}
        {method ? payoutMethodFields[method].map(renderField) : null}
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
});
