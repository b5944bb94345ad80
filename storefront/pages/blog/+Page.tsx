import { ComingSoon } from '../../src/components/ComingSoon';

export default ComingSoon;
