import type { CSSProperties, ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconButton, Tooltip } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';

// A vertical drag-to-reorder list (hero slides, shop categories, reviews): the mouse, the keyboard (focus a
// handle, Space, arrows, Space) and touch after a 120 ms long press (spec 3 §2.6–2.8).

interface Identified {
  id: UniqueIdentifier;
}

/**
 * MouseSensor rather than PointerSensor: a PointerSensor also answers touch pointers, and would start
 * a touch drag after a short move instead of after the long press.
 */
const useListSensors = () =>
  useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

/** What screen readers hear while an item moves, with the item's name and position ('Moved Ann Lee to position 2 of 5'). */
function announcementsFor(ids: UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): Announcements {
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Moved ${nameOf(active.id)} to ${position(over.id)}.` : `Dropped ${nameOf(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelled moving ${nameOf(active.id)}.`,
  };
}

const DragHandle = ({
  label,
  disabled,
  attributes,
  listeners,
  setActivatorNodeRef,
}: {
  label: string;
  disabled: boolean;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}) => (
  <Tooltip title={disabled ? '' : label}>
    <span>
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        disabled={disabled}
        size="small"
        // manipulation: the page still scrolls under a finger that has not held long enough to drag.
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'manipulation' }}
      >
        <DragIndicator />
      </IconButton>
    </span>
  </Tooltip>
);

function SortableItem({
  id,
  name,
  disabled,
  children,
}: {
  id: UniqueIdentifier;
  name: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    opacity: isDragging ? 0.85 : undefined,
    listStyle: 'none',
  };
  return (
    // The test id lets tests give rows a layout (jsdom has none, and dnd-kit needs positions).
    <li ref={setNodeRef} style={style} data-testid="sortable-row">
      {children(
        <DragHandle
          label={`Reorder ${name}`}
          disabled={disabled}
          attributes={attributes}
          listeners={listeners}
          setActivatorNodeRef={setActivatorNodeRef}
        />,
      )}
    </li>
  );
}

/**
 * `items` in the order shown; `onReorder` receives them in their new order once an item is dropped
 * somewhere else. `renderItem` places the drag handle it is given.
 */
export function SortableList<T extends Identified>({
  items,
  nameOf,
  onReorder,
  renderItem,
  disabled = false,
  label,
}: {
  items: T[];
  nameOf: (item: T) => string;
  onReorder: (reordered: T[]) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  label: string;
}) {
  const sensors = useListSensors();
  const ids = items.map((item) => item.id);
  const nameOfId = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : String(id);
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, ids.indexOf(active.id), ids.indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements: announcementsFor(ids, nameOfId) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} style={{ margin: 0, padding: 0 }}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
