import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchField } from '@/components/common/search-field';

// Text typed into the server's HTML before the page's content hydrated stayed in the box while
// the search ran on nothing (e2e "FAQ → item" failed 1 load in 12 on stop 30's build).
test('what was typed before hydration becomes the search', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<SearchField label="Search questions" value="" onChange={() => {}} />);
  container.querySelector('input')!.value = 'refunded automatically';
  const onChange = jest.fn();
  await act(async () => {
    hydrateRoot(container, <SearchField label="Search questions" value="" onChange={onChange} />);
  });
  expect(onChange).toHaveBeenCalledWith('refunded automatically');
});

test('an empty box as it mounts reports nothing', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<SearchField label="Search questions" value="" onChange={() => {}} />);
  const onChange = jest.fn();
  await act(async () => {
    hydrateRoot(container, <SearchField label="Search questions" value="" onChange={onChange} />);
  });
  expect(onChange).not.toHaveBeenCalled();
});
