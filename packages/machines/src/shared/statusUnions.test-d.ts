import { describe, expectTypeOf, it } from 'vitest';
import type { StatusOf } from './decide';
import type {
  decideBooking,
  decideCharge,
  decideDeliverable,
  decideInvitation,
  decideProject,
  projectRefusal,
  allowedInvitationActions,
} from '../index';
import {
  decideOffer,
  projectCan,
  parseProjectStatus,
  type bookingMachine,
  type BookingStatus,
  type CastingInvitationStatus,
  type chargeMachine,
  type ChargeStatus,
  type deliverableMachine,
  type DeliverableStatus,
  type invitationMachine,
  type offerMachine,
  type OfferStatus,
  type projectMachine,
  type ProjectStatus,
} from '../index';

// The decide functions take the machine's own status union: a misspelt status is a compile error,
// not a run-time throw. A status read from the database goes through the machine's checked parse.
describe('status unions', () => {
  it('are the machines’ own top-level states', () => {
    expectTypeOf<StatusOf<typeof projectMachine>>().toEqualTypeOf<ProjectStatus>();
    expectTypeOf<StatusOf<typeof offerMachine>>().toEqualTypeOf<OfferStatus>();
    expectTypeOf<StatusOf<typeof chargeMachine>>().toEqualTypeOf<ChargeStatus>();
    expectTypeOf<StatusOf<typeof deliverableMachine>>().toEqualTypeOf<DeliverableStatus>();
    expectTypeOf<StatusOf<typeof bookingMachine>>().toEqualTypeOf<BookingStatus>();
    expectTypeOf<StatusOf<typeof invitationMachine>>().toEqualTypeOf<CastingInvitationStatus>();
  });

  it('are what decide* and friends take, and decide* answer', () => {
    expectTypeOf<Parameters<typeof decideProject>[0]['status']>().toEqualTypeOf<ProjectStatus>();
    expectTypeOf<Parameters<typeof projectCan>[0]['status']>().toEqualTypeOf<ProjectStatus>();
    expectTypeOf<Parameters<typeof projectRefusal>[0]['status']>().toEqualTypeOf<ProjectStatus>();
    expectTypeOf<Parameters<typeof decideOffer>[0]['status']>().toEqualTypeOf<OfferStatus>();
    expectTypeOf<Parameters<typeof decideCharge>[0]['status']>().toEqualTypeOf<ChargeStatus>();
    expectTypeOf<Parameters<typeof decideDeliverable>[0]['status']>().toEqualTypeOf<DeliverableStatus>();
    expectTypeOf<Parameters<typeof decideBooking>[0]['status']>().toEqualTypeOf<BookingStatus>();
    expectTypeOf<Parameters<typeof decideInvitation>[0]['status']>().toEqualTypeOf<CastingInvitationStatus>();
    expectTypeOf<
      Parameters<typeof allowedInvitationActions>[0]['status']
    >().toEqualTypeOf<CastingInvitationStatus>();
    expectTypeOf<ReturnType<typeof decideProject>['status']>().toEqualTypeOf<ProjectStatus>();
    expectTypeOf<ReturnType<typeof decideOffer>['status']>().toEqualTypeOf<OfferStatus>();
  });

  it('refuse a misspelt status and a plain string', () => {
    expectTypeOf<'reviewd'>().not.toExtend<OfferStatus>();
    expectTypeOf<'reviewd'>().not.toExtend<Parameters<typeof decideOffer>[0]['status']>();
    expectTypeOf<string>().not.toExtend<Parameters<typeof decideProject>[0]['status']>();
    const context = {} as Parameters<typeof decideOffer>[0]['context'];
    const by = { userId: 1, roles: ['client'] as const };
    // @ts-expect-error 'reviewd' is not an offer status
    decideOffer({ status: 'reviewd', context }, { type: 'offer.view', by });
    const stored: string = 'active';
    const project = {} as Parameters<typeof projectCan>[0]['context'];
    const edit = { type: 'project.edit', by } as const;
    // @ts-expect-error a status read as text is parsed first (parseProjectStatus)
    projectCan({ status: stored, context: project }, edit);
    projectCan({ status: parseProjectStatus(stored), context: project }, edit);
  });

  it('come from a checked parse of the stored text', () => {
    expectTypeOf(parseProjectStatus).returns.toEqualTypeOf<ProjectStatus>();
  });
});
