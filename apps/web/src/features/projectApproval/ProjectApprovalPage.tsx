import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ClientStatus, type User, type UserSummary } from '@vo/sdk';
import { updateProject } from '@vo/sdk/hooks';
import { SECURE_PAYMENT_LABELS, viewerOf, type Viewer } from '@vo/machines';
import {
  Button,
  Dialog,
  EmptyState,
  Heading,
  ProjectCard,
  Select,
  Skeleton,
  Stack,
  Text,
  TextArea,
} from '@vo/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppServices, useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './ProjectApprovalPage.css';
import { approvalQueueKey, approvalQueueQuery, type QueuedProject } from './approvalQuery';
import {
  AIMA_STATUS_LABELS,
  approvalDecisions,
  CLIENT_STATUS_LABELS,
  isClientStatus,
  statusLabelOf,
} from './approvalRules';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (timestamp: string | null | undefined) =>
  timestamp ? `${when.format(new Date(timestamp))} UTC` : null;

/**
 * The staff's approval queue (`/admin/projects`, admins): every project awaiting approval, oldest
 * first, a page at a time. Reviewing one shows its specs and admin fields (spec section 3); the
 * admin approves it (active) or disapproves it with a reason, and may classify its client on the way.
 */
export function ProjectApprovalPage() {
  const user = useUser();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Projects awaiting approval</Heading>
        <Text tone="muted">Oldest first: the client who has waited longest is at the top.</Text>
      </Stack>
      {user === null ? null : <ApprovalQueue user={user} />}
    </Stack>
  );
}

function ApprovalQueue({ user }: { user: User }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...approvalQueueQuery(page), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={<QueueSkeleton />}
      failed={{ title: 'The approval queue could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="success"
          headingLevel={2}
          title="No project awaits approval"
          message="Every posted project has been reviewed. New ones show here as clients post them."
        />
      }
    >
      {({ data, headers }) => (
        <QueuePage projects={data} headers={headers} page={page} onPage={goToPage} viewer={viewerOf(user)} />
      )}
    </QueryState>
  );
}

/** A loaded page of the queue, with the pager and the review of the project picked. */
function QueuePage({
  projects,
  headers,
  page,
  onPage,
  viewer,
}: {
  projects: readonly QueuedProject[];
  headers: Headers;
  page: number;
  onPage: (page: number) => void;
  viewer: Viewer;
}) {
  const [reviewing, setReviewing] = useState<QueuedProject | null>(null);
  const paging = pagingOf(headers, projects.length);
  return (
    <Stack as="section" gap="lg" aria-labelledby="approval-queue">
      <Heading level={2} id="approval-queue">
        {paging.totalRows === 1 ? '1 project to review' : `${String(paging.totalRows)} projects to review`}
      </Heading>
      <ul className={styles.list} aria-label="Projects awaiting approval">
        {projects.map((project) => {
          const label = statusLabelOf(project, viewer);
          return (
            <li key={project.id}>
              <ProjectCard
                project={project}
                label={{ ...label, tone: 'warning' }}
                actions={
                  <>
                    <Text tone="muted" size="sm">
                      Posted {at(project.created_at)}
                    </Text>
                    {project.user_id?.[0] === undefined ? null : (
                      // The client's admin page (section 6's powers over the account), reached from here.
                      <AppLink to={`/admin/clients/${String(project.user_id[0])}`}>
                        {`Client ${String(project.user_id[0])}`}
                      </AppLink>
                    )}
                    <Button
                      size="small"
                      aria-label={`Review ${project.name}`}
                      onClick={() => {
                        setReviewing(project);
                      }}
                    >
                      Review
                    </Button>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      <ListPager paging={paging} page={page} onPage={onPage} />
      {reviewing === null ? null : (
        <ReviewDialog
          key={reviewing.id}
          project={reviewing}
          viewer={viewer}
          onClose={() => {
            setReviewing(null);
          }}
        />
      )}
    </Stack>
  );
}

type Decision = { readonly status: 'active' } | { readonly status: 'disapproved'; readonly reason: string };

const REASON_REQUIRED = 'Give the reason for disapproving this project.';

/** One project's specs and admin fields, and the decision on it. */
function ReviewDialog({
  project,
  viewer,
  onClose,
}: {
  project: QueuedProject;
  viewer: Viewer;
  onClose: () => void;
}) {
  const { notices } = useAppServices();
  const queryClient = useQueryClient();
  const formId = useId();
  const reasonRef = useRef<HTMLDivElement>(null);
  const admin = project.admin;
  const [clientStatus, setClientStatus] = useState<ClientStatus | ''>(admin?.client_status ?? '');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const decisions = approvalDecisions(project, viewer);

  const decide = useMutation({
    mutationFn: async (decision: Decision) => {
      const classify =
        clientStatus !== '' && clientStatus !== (admin?.client_status ?? '')
          ? { client_status: clientStatus }
          : {};
      const body =
        decision.status === 'active'
          ? { status: 'active' as const, ...classify }
          : { status: 'disapproved' as const, disapproval_reason: decision.reason, ...classify };
      return (await updateProject(String(project.id), body)).data;
    },
    meta: { errors: 'local' },
    onSuccess: async (saved) => {
      notices.message(
        saved.status === 'active' ? `${project.name} was approved.` : `${project.name} was disapproved.`,
      );
      onClose();
      await queryClient.invalidateQueries({ queryKey: approvalQueueKey() });
    },
    onError: async (error) => {
      if (error instanceof ApiError && [403, 404, 409, 422].includes(Number(error.status))) {
        // Said in the dialog (someone else may have decided first); what was typed stays.
        setRefusal(error.message);
        await queryClient.invalidateQueries({ queryKey: approvalQueueKey() });
        return;
      }
      notices.error(error);
    },
  });

  function disapprove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = reason.trim();
    if (given === '') {
      setReasonError(REASON_REQUIRED);
      reasonRef.current?.querySelector('textarea')?.focus();
      return;
    }
    setReasonError(undefined);
    decide.mutate({ status: 'disapproved', reason: given });
  }

  const props = project.service_properties;
  const languages = (props?.languages ?? []).map((language) => language.name).join(', ');
  const voices = (props?.voice_age_genders ?? []).map((voice) => voice.name).join(', ');
  const tags = (admin?.tags ?? []).map((tag) => tag.name).join(', ');

  return (
    <Dialog
      // A name of long unbroken words wraps instead of pushing the dialog past a phone's screen.
      className={styles.review}
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={`Review ${project.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {decisions.disapprove ? (
            <Button variant="danger" type="submit" form={formId} disabled={decide.isPending}>
              Disapprove
            </Button>
          ) : null}
          {decisions.approve ? (
            <Button
              variant="primary"
              disabled={decide.isPending}
              onClick={() => {
                decide.mutate({ status: 'active' });
              }}
            >
              Approve
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="lg">
        <Stack as="section" gap="sm" aria-labelledby={`${formId}-specs`}>
          <Heading level={3} id={`${formId}-specs`}>
            Specs
          </Heading>
          {props?.description ? <Text>{props.description}</Text> : null}
          <dl className={styles.fields}>
            <Field term="Deadline" value={at(project.deadline)} />
            <Field term="Budget" value={props?.budget == null ? null : `$${String(props.budget)}`} />
            <Field term="Languages" value={languages} />
            <Field term="Voice age and gender" value={voices} />
            <Field
              term="Proposals wanted"
              value={props?.proposals_wanted == null ? null : String(props.proposals_wanted)}
            />
            <Field term="Auto invites" value={project.auto_invites_enabled ? 'On' : 'Off'} />
          </dl>
          <Heading level={4}>Script</Heading>
          {props?.script ? (
            <p className={styles.script}>{props.script}</p>
          ) : (
            <Text tone="muted">No script given.</Text>
          )}
        </Stack>
        <Stack as="section" gap="sm" aria-labelledby={`${formId}-admin`}>
          <Heading level={3} id={`${formId}-admin`}>
            Admin fields
          </Heading>
          <dl className={styles.fields}>
            <Field term="Status" value={statusLabelOf(project, viewer).text} />
            <Field term="Workflow status" value={admin?.workflow_status} />
            <Field
              term="Secure payment"
              value={admin?.secure_payment ? SECURE_PAYMENT_LABELS[admin.secure_payment] : null}
            />
            <Field term="AIMA status" value={admin ? AIMA_STATUS_LABELS[admin.aima_status] : null} />
            <Field
              term="Client status"
              value={admin?.client_status ? CLIENT_STATUS_LABELS[admin.client_status] : null}
            />
            <Field term="Approved" value={byAt(admin?.approved_by, admin?.approved_at)} />
            <Field term="Disapproved" value={byAt(admin?.disapproved_by, admin?.disapproved_at)} />
            <Field term="Disapproval reason" value={admin?.disapproval_reason} />
            <Field term="Edited" value={byAt(admin?.edited_by, admin?.edited_at)} />
            <Field term="Project tags" value={tags} />
          </dl>
        </Stack>
        <form id={formId} noValidate onSubmit={disapprove}>
          <Stack gap="md">
            <Select
              label="Client status"
              placeholder="Not classified"
              options={Object.entries(CLIENT_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              value={clientStatus}
              onValueChange={({ value }) => {
                setClientStatus(isClientStatus(value) ? value : '');
              }}
            />
            {decisions.disapprove ? (
              <div ref={reasonRef}>
                <TextArea
                  label="Reason for disapproving"
                  hint="Needed to disapprove; kept with the project's admin fields."
                  maxLength={5000}
                  value={reason}
                  error={reasonError}
                  onValueChange={({ value }) => {
                    setReason(value);
                  }}
                />
              </div>
            ) : null}
          </Stack>
        </form>
        {refusal === null ? null : (
          <Text role="alert" tone="danger">
            {refusal}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}

const byAt = (by: UserSummary | null | undefined, time: string | null | undefined): string | null =>
  time ? [by?.name, at(time)].filter(Boolean).join(', ') : null;

/** One admin field: its value, or a dash when it has none. */
function Field({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className={styles.field}>
      <dt>{term}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}

function QueueSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the approval queue">
      <Stack gap="md">
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
        <Text tone="muted">Loading the approval queue…</Text>
      </Stack>
    </div>
  );
}
