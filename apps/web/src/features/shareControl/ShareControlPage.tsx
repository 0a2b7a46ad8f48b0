import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { acceptShareControlLink, getGetProjectQueryKey, getListUserProjectsQueryKey } from '@vo/sdk/hooks';
import { EmptyState, Spinner } from '@vo/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';

/** The refusal is this page's to say (a forged or expired link, an audition of one's own), not the error page's. */
const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * A shared ownership link (`/sc/{id}`, `/shareControl/{id}`; the route asks an anonymous visitor to
 * sign in and comes back here): opening it makes the signed-in visitor another owner of the castings
 * it holds (acceptShareControlLink), then the app lands on the first one's specs, which say so
 * (ownership_granted) when this visit made them an owner. A link the server refuses says why, in
 * its words, with the way to the visitor's own projects.
 */
export function ShareControlPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useUser()?.id ?? null;
  const accept = useMutation({
    mutationFn: async () => (await acceptShareControlLink(id)).data,
    meta: LOCAL_ERRORS,
    onSuccess: async ({ projects, added }) => {
      const [first] = projects;
      if (first === undefined) return;
      // The casting was perhaps read before as someone else's; the visitor's project lists grow.
      await Promise.all([
        ...projects.map((project) =>
          queryClient.invalidateQueries({ queryKey: getGetProjectQueryKey(project.public_hash) }),
        ),
        userId === null
          ? undefined
          : queryClient.invalidateQueries({ queryKey: getListUserProjectsQueryKey(userId) }),
      ]);
      const granted = added.includes(first.id) ? '?ownership_granted=1' : '';
      await navigate(`/projects/${first.public_hash}/specs${granted}`, { replace: true });
    },
  });

  // Once per visit: the server adds an owner once anyway, but one request says it all.
  const started = useRef(false);
  const { mutate } = accept;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (accept.isError)
    return (
      <EmptyState
        icon="error"
        headingLevel={1}
        title="This ownership link did not work"
        message={accept.error instanceof ApiError ? accept.error.message : 'Check your Internet connection'}
        action={
          <AppLink to="/dashboard/projects" variant="standalone">
            Your projects
          </AppLink>
        }
      />
    );
  return <Spinner label="Making you an owner of this casting" />;
}
