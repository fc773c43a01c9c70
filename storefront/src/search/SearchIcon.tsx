import { LineIcon, type IconProps } from '../components/icons/LineIcon';

export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </LineIcon>
  );
}
