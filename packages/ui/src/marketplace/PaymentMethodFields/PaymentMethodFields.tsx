import { forwardRef, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import { Field } from '../../internal/field/Field';
import {
  cardBrand,
  cardDigits,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  paymentErrorField,
  paymentErrorMessages,
  validateCard,
  type CardBrand,
  type CardField,
  type CardFieldValues,
  type PaymentErrorCode,
} from './cardValidation';
import * as styles from './PaymentMethodFields.css';
import { cx } from '../../internal/cx';

/** How a membership is paid (the API's PaymentMethodType). */
export const paymentMethodTypes = ['card', 'paypal'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** The card as typed, ready for the payment processor's own call (never sent to our API as is). */
export interface CardDetails {
  /** Digits only. */
  number: string;
  exp_month: number | null;
  exp_year: number | null;
  cvc: string;
  name: string;
  brand: CardBrand;
}

/** What the fields hold: a card, or PayPal (whose agreement is made on PayPal). */
export type PaymentMethodValue = { type: 'card'; card: CardDetails } | { type: 'paypal' };

/** The fields' texts. */
export interface PaymentMethodFieldsLabels {
  legend: string;
  methods: Record<PaymentMethodType, string>;
  number: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  name: string;
  brands: Record<CardBrand, string>;
  paypalIntro: string;
  paypalConnected: (email: string) => string;
  connectPaypal: string;
  reconnectPaypal: string;
  /** The label of the processor's own card input (cardField). */
  processorCard: string;
  processorCardHint: string;
}

export const defaultPaymentMethodFieldsLabels: PaymentMethodFieldsLabels = {
  legend: 'Payment method',
  methods: { card: 'Card', paypal: 'PayPal' },
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM / YY',
  cvc: 'Security code',
  cvcHint: '3 digits, 4 for American Express',
  name: 'Name on card',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    unknown: '',
  },
  paypalIntro: 'You approve the payment agreement on PayPal, then come back here.',
  paypalConnected: (email) => `Connected to PayPal as ${email}.`,
  connectPaypal: 'Connect PayPal',
  reconnectPaypal: 'Connect another PayPal account',
  processorCard: 'Card',
  processorCardHint: 'Number, expiry date and security code',
};

export interface PaymentMethodFieldsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The methods offered. @default ['card', 'paypal'] */
  methods?: readonly PaymentMethodType[];
  /** The method chosen at first. @default the first of methods */
  defaultMethod?: PaymentMethodType;
  /** Called on every change with the value and whether it can be sent. @default undefined */
  onChange?: (change: { value: PaymentMethodValue; valid: boolean }) => void;
  /** The processor's answer to the last attempt; shown next to the field it concerns until that field changes. @default undefined */
  paymentError?: PaymentErrorCode;
  /** Shows every field's error, touched or not (after a submit attempt). @default false */
  showErrors?: boolean;
  /** The PayPal account already agreed, if any. @default undefined */
  paypalEmail?: string | null;
  /** Called when the voice actor asks to connect PayPal (the app opens the agreement link). @default undefined */
  onConnectPaypal?: () => void;
  /** Shows the PayPal button busy while the agreement link is fetched. @default false */
  paypalBusy?: boolean;
  /** Today, for the expiry check. @default new Date() */
  now?: Date;
  /** What the card fields hold at first (a retry keeps what was typed but the number). @default empty */
  defaultValues?: Partial<CardFieldValues>;
  /**
   * The processor's own card input (Stripe Elements' card element, which takes the number, expiry and
   * security code in its own frame), shown framed like the other fields in their place; the name stays
   * here. The fields' validity then covers the name only: the processor's input reports its own.
   * @default undefined
   */
  cardField?: ReactNode;
  /** What the processor's card input says about what is typed in it. @default undefined */
  cardFieldError?: string;
  /** Texts. @default defaultPaymentMethodFieldsLabels */
  labels?: Partial<PaymentMethodFieldsLabels>;
}

const emptyCard: CardFieldValues = { number: '', expiry: '', cvc: '', name: '' };

function cardDetails(values: CardFieldValues): CardDetails {
  const expiry = parseExpiry(values.expiry);
  return {
    number: cardDigits(values.number),
    exp_month: expiry?.month ?? null,
    exp_year: expiry?.year ?? null,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
    brand: cardBrand(values.number),
  };
}

/**
 * The membership payment fields: a card (number, expiry, security code, name; checked with Luhn,
 * the expiry month and the code's length) or PayPal. Not a card processor: it hands the typed value to
 * onChange, and shows the processor's answers (spec section 8, verbatim) in place, next to their field.
 */
export const PaymentMethodFields = forwardRef<HTMLDivElement, PaymentMethodFieldsProps>(
  function PaymentMethodFields(
    {
      methods = paymentMethodTypes,
      defaultMethod,
      onChange,
      paymentError,
      showErrors = false,
      paypalEmail,
      onConnectPaypal,
      paypalBusy = false,
      now,
      defaultValues,
      cardField,
      cardFieldError,
      labels: labelsProp,
      className,
      ...rest
    },
    ref,
  ) {
    const labels = { ...defaultPaymentMethodFieldsLabels, ...labelsProp };
    const id = useId();
    const [method, setMethod] = useState<PaymentMethodType>(defaultMethod ?? methods[0] ?? 'card');
    const [values, setValues] = useState<CardFieldValues>(() => ({ ...emptyCard, ...defaultValues }));
    const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
    // The processor's answer stays until the field it concerns is edited, or a new answer comes.
    const [serverError, setServerError] = useState(paymentError);
    useEffect(() => {
      setServerError(paymentError);
    }, [paymentError]);

    // With the processor's own input, only the name is typed here (and checked here).
    const checked = (next: CardFieldValues) => {
      const all = validateCard(next, now);
      if (cardField === undefined) return all;
      return all.name === undefined ? {} : { name: all.name };
    };
    const errors = checked(values);
    const ownField = (field: CardField | 'paypal' | 'form' | undefined) =>
      cardField !== undefined && field !== undefined && field !== 'name' && field !== 'paypal'
        ? 'form'
        : field;
    const serverField = ownField(serverError ? paymentErrorField[serverError] : undefined);
    const fieldError = (field: CardField) => {
      if (serverError && serverField === field) return paymentErrorMessages[serverError];
      return touched[field] || showErrors ? errors[field] : undefined;
    };

    const emit = (nextMethod: PaymentMethodType, nextValues: CardFieldValues) => {
      if (nextMethod === 'paypal') {
        onChange?.({ value: { type: 'paypal' }, valid: true });
        return;
      }
      const valid = Object.keys(checked(nextValues)).length === 0;
      onChange?.({ value: { type: 'card', card: cardDetails(nextValues) }, valid });
    };

    const update = (field: CardField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (serverField === field) setServerError(undefined);
      emit(method, next);
    };

    const blur = (field: CardField) => {
      setTouched((current) => ({ ...current, [field]: true }));
    };

    const brand = cardBrand(values.number);
    const formError = serverError && serverField === 'form' ? paymentErrorMessages[serverError] : undefined;
    const paypalError =
      serverError && serverField === 'paypal' ? paymentErrorMessages[serverError] : undefined;
    const paypalErrorId = `${id}-paypal-error`;
    const nameField = (
      <TextField
        className={styles.number}
        label={labels.name}
        required
        autoComplete="cc-name"
        name="cc-name"
        value={values.name}
        onValueChange={({ value }) => {
          update('name', value);
        }}
        onBlur={() => {
          blur('name');
        }}
        error={fieldError('name')}
      />
    );

    return (
      <div ref={ref} className={cx(styles.root, className)} data-state={method} {...rest}>
        {formError ? (
          <p role="alert" className={styles.formError}>
            <Icon name="error" size="small" />
            {formError}
          </p>
        ) : null}
        {methods.length > 1 ? (
          <RadioGroup
            legend={labels.legend}
            orientation="horizontal"
            options={methods.map((value) => ({ value, label: labels.methods[value] }))}
            value={method}
            onValueChange={({ value }) => {
              const next = value === 'paypal' ? 'paypal' : 'card';
              setMethod(next);
              emit(next, values);
            }}
          />
        ) : null}
        {method === 'card' && cardField !== undefined ? (
          <div className={styles.card}>
            <Field
              className={styles.number}
              label={labels.processorCard}
              hint={labels.processorCardHint}
              error={cardFieldError}
              required
            >
              {(control) => (
                <div
                  id={control.id}
                  role="group"
                  aria-labelledby={`${control.id}-label`}
                  aria-describedby={control['aria-describedby']}
                  className={styles.processorCard}
                  data-state={cardFieldError ? 'invalid' : 'valid'}
                >
                  {cardField}
                </div>
              )}
            </Field>
            {nameField}
          </div>
        ) : method === 'card' ? (
          <div className={styles.card}>
            <TextField
              className={styles.number}
              label={labels.number}
              required
              inputMode="numeric"
              autoComplete="cc-number"
              name="cc-number"
              value={values.number}
              onValueChange={({ value }) => {
                update('number', formatCardNumber(value));
              }}
              onBlur={() => {
                blur('number');
              }}
              suffix={
                brand !== 'unknown' ? <span className={styles.brand}>{labels.brands[brand]}</span> : undefined
              }
              error={fieldError('number')}
            />
            <TextField
              label={labels.expiry}
              hint={labels.expiryHint}
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              name="cc-exp"
              value={values.expiry}
              onValueChange={({ value }) => {
                update('expiry', formatExpiry(value, values.expiry));
              }}
              onBlur={() => {
                blur('expiry');
              }}
              error={fieldError('expiry')}
            />
            <TextField
              label={labels.cvc}
              hint={labels.cvcHint}
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              name="cc-csc"
              maxLength={4}
              value={values.cvc}
              onValueChange={({ value }) => {
                update('cvc', value.replace(/\D/g, ''));
              }}
              onBlur={() => {
                blur('cvc');
              }}
              error={fieldError('cvc')}
            />
            {nameField}
          </div>
        ) : (
          <div className={styles.paypal}>
            <p className={styles.text}>
              {paypalEmail ? labels.paypalConnected(paypalEmail) : labels.paypalIntro}
            </p>
            <div>
              <Button
                variant={paypalEmail ? 'secondary' : 'primary'}
                loading={paypalBusy}
                aria-describedby={paypalError ? paypalErrorId : undefined}
                onClick={() => {
                  setServerError(undefined);
                  onConnectPaypal?.();
                }}
              >
                {paypalEmail ? labels.reconnectPaypal : labels.connectPaypal}
              </Button>
            </div>
            {paypalError ? (
              <p id={paypalErrorId} className={styles.fieldError}>
                <Icon name="error" size="small" />
                {paypalError}
              </p>
            ) : null}
          </div>
        )}
      </div>
    );
  },
);
