// The Material icons resource files may name (a fixed set keeps the bundle small); others get a neutral icon.
import Business from '@mui/icons-material/Business';
import School from '@mui/icons-material/School';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import EventBusy from '@mui/icons-material/EventBusy';
import MenuBook from '@mui/icons-material/MenuBook';
import DateRange from '@mui/icons-material/DateRange';
import Place from '@mui/icons-material/Place';
import AccountBalance from '@mui/icons-material/AccountBalance';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Home from '@mui/icons-material/Home';
import Label from '@mui/icons-material/Label';

type IconComponent = typeof Label;

const icons: Record<string, IconComponent> = {
  Business,
  School,
  People,
  PersonAdd,
  EventBusy,
  MenuBook,
  DateRange,
  Place,
  AccountBalance,
  ManageAccounts,
  Home,
};

export const iconOf = (name: string | undefined): IconComponent => (name && icons[name]) || Label;
