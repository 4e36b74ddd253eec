/**
 * What React rendered in each commit of a page's load (issue 17), for `trace-hydration.mjs
 * --renders`: the components whose render function ran, how many of them were Emotion styled
 * components (MUI's slots, `styled()`), and how many were mounted (hydrated) rather than
 * rendered again. Unlike a trace's timings these counts do not move with the machine's load,
 * so a change's effect on hydration shows in one run.
 *
 * It stands in for React DevTools' global hook, which production React calls after every commit;
 * a subtree React bailed out of (its children are the committed tree's own) is not walked.
 */
export function recordCommits() {
  const commits = [];
  window.__reactCommits = commits;
  const PERFORMED_WORK = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const counts = { rendered: 0, mounted: 0, styled: 0 };
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const type = fiber.type;
          const component = typeof type === 'function' || (type !== null && typeof type === 'object');
          if (component && (fiber.flags & PERFORMED_WORK) !== 0) {
            counts.rendered += 1;
            if (!fiber.alternate) counts.mounted += 1;
            const name = type.displayName ?? type.render?.displayName ?? '';
            if (name.startsWith('Styled(')) counts.styled += 1;
          }
          const bailedOut = fiber.alternate && fiber.alternate.child === fiber.child;
          if (fiber.child && !bailedOut) walk(fiber.child);
        }
      };
      const top = root.current;
      if (!(top.alternate && top.alternate.child === top.child)) walk(top.child);
      if (counts.rendered > 0) commits.push({ at: Math.round(performance.now()), ...counts });
    },
  };
}

/** One line per commit, and the load's totals. */
export function describeCommits(commits) {
  const total = commits.reduce(
    (sum, c) => ({
      rendered: sum.rendered + c.rendered,
      styled: sum.styled + c.styled,
      mounted: sum.mounted + c.mounted,
    }),
    { rendered: 0, styled: 0, mounted: 0 },
  );
  return [
    `${commits.length} commits: ${total.rendered} components rendered (${total.styled} styled), ${total.mounted} mounted`,
    ...commits.map((c) => `    @${c.at} ${c.rendered} rendered (${c.styled} styled), ${c.mounted} mounted`),
  ];
}
