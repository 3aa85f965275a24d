/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { SortedList } from '@/components/reviews/sorted-list';

const options = [
  { value: 'recent', label: 'Most recent' },
  { value: 'highest', label: 'Highest rating' },
] as const;

function renderList() {
  return render(
    <SortedList label="Sort by" options={[...options]} orders={{ recent: [0, 1, 2], highest: [2, 0, 1] }} testId="review-list">
      {['Newest', 'Middle', 'Best'].map((title) => (
        <li key={title}>{title}</li>
      ))}
    </SortedList>,
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('SortedList', () => {
  it('shows the server-rendered entries in the first sort’s order', () => {
    renderList();
    expect(shown()).toEqual(['Newest', 'Middle', 'Best']);
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'recent');
  });

  it('reorders the same entries when the shopper picks another sort', () => {
    renderList();
    const first = screen.getByText('Newest');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'highest' } });
    expect(shown()).toEqual(['Best', 'Newest', 'Middle']);
    // The entries are moved, not drawn again: their elements (and any island inside) are kept.
    expect(screen.getByText('Newest')).toBe(first);
  });
});
