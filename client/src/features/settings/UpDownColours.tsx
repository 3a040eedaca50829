import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { List, ListItem } from '../../ui/List';
import { readUpDownChoice, saveUpDownChoice, UP_DOWN_CHOICES, type UpDownChoice } from '../../ui/updown';

/** Two swatches showing how a rise and a fall will look with a choice. */
function Swatches({ choice }: { choice: UpDownChoice }) {
  return (
    <span className={`updown-swatches updown-swatches--${choice}`} aria-hidden="true">
      <span className="updown-swatches__up">▲</span>
      <span className="updown-swatches__down">▼</span>
    </span>
  );
}

/**
 * The colours of rises and falls (PRODUCT.md §11): as the reader's language has it (red up in Chinese,
 * green up elsewhere), or fixed either way. Kept in localStorage and applied at once.
 */
export function UpDownColours() {
  const [choice, setChoice] = useState<UpDownChoice>(readUpDownChoice);
  return (
    <List title={<FormattedMessage id="settings.upDown.title" />}>
      {UP_DOWN_CHOICES.map((c) => (
        <ListItem
          key={c}
          title={<FormattedMessage id={`settings.upDown.${c}`} />}
          extra={<Swatches choice={c} />}
          selected={choice === c}
          testId={`updown-${c}`}
          onClick={() => {
            saveUpDownChoice(c);
            setChoice(c);
          }}
        />
      ))}
    </List>
  );
}
