import { render, screen } from '@testing-library/react';
import { ShippingForm } from './ShippingForm';

const props = {
  submitLabel: 'Continue to Payment',
  submittingLabel: 'Preparing payment...',
  submitting: false,
  onSubmit: jest.fn(),
};

describe('shipping form: the child’s look chosen with the story', () => {
  it('shows the chosen look, read-only, beside the details that fill its gaps', () => {
    render(<ShippingForm {...props} chosenLook={{ skinTone: 'tan', hairStyle: 'braids' }} />);
    const note = screen.getByText(/Your child’s look, chosen with the story:/);
    expect(note).toHaveTextContent(
      'Your child’s look, chosen with the story: Tan skin, braids. The details below fill in only what you left open.',
    );
    expect(screen.getByLabelText("Child's Gender")).toHaveValue('unspecified');
    expect(screen.getByLabelText('Notes for the Illustrator')).toHaveValue('');
  });

  it('says nothing when no look was chosen', () => {
    render(<ShippingForm {...props} chosenLook={{}} />);
    expect(screen.queryByText(/chosen with the story/)).not.toBeInTheDocument();
  });
});
