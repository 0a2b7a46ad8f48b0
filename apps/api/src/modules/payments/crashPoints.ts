// The kill -9 test's crash points (modules/payments/killRestart.test.ts): when the VO_CRASH_AT
// environment variable names a point, the server kills itself there with SIGKILL, as a power cut
// would, so the test hits the dangerous gap between the processor's answer and the ledger's write
// every time. Production never sets VO_CRASH_AT (nothing else reads it; docs/payments.md says so):
// there each point is one comparison that does nothing.
export type CrashPoint =
  /** The processor charged the card (the payment intent succeeded); the ledger has no entry yet. */
  | 'pay.afterProcessorCharge'
  /** The ledger holds the payment and the charge is paid; the pay call's answer is not stored yet. */
  | 'pay.afterLedgerEntry'
  /** The processor made the voice actor's transfer; the ledger has no transfer entry yet. */
  | 'release.afterProcessorTransfer';

export function crashPoint(point: CrashPoint): void {
  if (process.env['VO_CRASH_AT'] === point) process.kill(process.pid, 'SIGKILL');
}
